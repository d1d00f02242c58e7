import { Button, NativeSelect } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import layout from '@/components/layout.module.css';
import { LoadMoreButton } from '@/components/load-more-button';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCompanies } from '@/lib/queries/companies';
import { usePendingOwnerDocuments } from '../api/documents';
import { CounterSignModal } from './counter-sign-modal';
import { PendingDocumentsSection, useMassSignSelection } from './pending-documents-section';

/** The owner, as the external prevention service, signs the records their employer already signed. */
export function OwnerPendingDocuments() {
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const pending = usePendingOwnerDocuments(companyId);
  const selection = useMassSignSelection({
    success: texts.documents.ownerMassSignSuccess,
    describeFailure: (error) => getErrorDetail(error, texts.documents.ownerMassSignFailure),
  });
  const [confirming, setConfirming] = useState(false);

  const askConfirmation = () => {
    if (selection.selected.size === 0) notifyError(texts.documents.noneSelected);
    else setConfirming(true);
  };

  const companyFilter = (
    <div className={layout.actions}>
      <NativeSelect
        label={texts.documents.companyFilter}
        value={companyId ?? ''}
        onChange={(event) => {
          setCompanyId(event.currentTarget.value || null);
          selection.setSelected(new Set());
        }}
        data={[
          { value: '', label: texts.documents.allCompanies },
          ...(companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
        ]}
      />
    </div>
  );

  const documents = pending.data?.pages.flatMap((page) => page.items) ?? [];
  const confirmation = (
    <CounterSignModal
      opened={confirming}
      documents={documents}
      selection={selection}
      onClose={() => setConfirming(false)}
    />
  );

  return (
    <PendingDocumentsSection
      selection={selection}
      pending={pending}
      documents={documents}
      filter={companyFilter}
      showCompany={companyId === null}
      modal={confirmation}
    >
      <LoadMoreButton list={pending} />
      <Button onClick={askConfirmation} disabled={selection.isSigning} loading={selection.isSigning}>
        {texts.documents.selectedCount(String(selection.selected.size))}
      </Button>
    </PendingDocumentsSection>
  );
}
