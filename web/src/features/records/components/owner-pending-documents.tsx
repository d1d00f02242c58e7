import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '@/components/lazy-modal';
import { LoadMoreButton } from '@/components/load-more-button';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCompanies } from '@/lib/queries/companies';
import { useCourses } from '@/lib/queries/courses';
import {
  NO_PENDING_FILTER,
  type PendingFilter,
  usePendingOwnerDocuments,
  useWholeOwnerFilter,
} from '../api/documents';
import { AdminBacklog } from './admin-backlog';
import { PendingDocumentsSection, useMassSignSelection } from './pending-documents-section';
import { FilterTotal, PendingFilterBar } from './pending-filter-bar';

const CounterSignModal = lazy(async () => ({
  default: (await import('./counter-sign-modal')).CounterSignModal,
}));

/**
 * The owner, as the external prevention service, signs the records their employer already signed:
 * a page at a time of the filter, or the whole filter at once, in chunks (docs/product.md,
 * counter-signing).
 */
export function OwnerPendingDocuments() {
  const companies = useCompanies();
  const courses = useCourses();
  const [filter, setFilter] = useState<PendingFilter>(NO_PENDING_FILTER);
  const pending = usePendingOwnerDocuments(filter);
  const whole = useWholeOwnerFilter(filter);
  const selection = useMassSignSelection({
    success: texts.documents.ownerMassSignSuccess,
    describeFailure: (error) => getErrorDetail(error, texts.documents.ownerMassSignFailure),
  });
  const [confirming, setConfirming] = useState(false);

  const askConfirmation = () => {
    if (selection.selected.size === 0) notifyError(texts.documents.noneSelected);
    else setConfirming(true);
  };

  const documents = pending.data?.pages.flatMap((page) => page.items) ?? [];
  const known = whole.data ?? documents;
  const filterBar = (
    <>
      <PendingFilterBar
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          selection.setSelected(new Set());
        }}
        companies={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
        courses={(courses.data ?? []).map((course) => ({ value: course.id, label: course.title }))}
      />
      <FilterTotal whole={whole.data} selected={selection.selected} onSelect={selection.setSelected} />
    </>
  );

  return (
    <>
      <PendingDocumentsSection
        selection={selection}
        pending={pending}
        documents={documents}
        knownDocuments={known}
        filter={filterBar}
        showCompany={filter.companyId === null}
        modal={
          <MountWhenOpened opened={confirming}>
            <CounterSignModal
              opened={confirming}
              documents={known}
              selection={selection}
              onClose={() => setConfirming(false)}
            />
          </MountWhenOpened>
        }
      >
        <LoadMoreButton list={pending} />
        <Button onClick={askConfirmation} disabled={selection.isSigning} loading={selection.isSigning}>
          {texts.documents.selectedCount(String(selection.selected.size))}
        </Button>
      </PendingDocumentsSection>
      <AdminBacklog companyId={filter.companyId} />
    </>
  );
}
