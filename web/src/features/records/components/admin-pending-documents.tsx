import { Button } from '@mantine/core';
import { type SignerRole, texts } from '@ssm/shared';
import { useState } from 'react';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { usePendingAdminDocuments } from '@/lib/queries/workplace-signing';
import { CounterSignModal } from './counter-sign-modal';
import { PendingDocumentsSection, useMassSignSelection } from './pending-documents-section';

function describeFailure(error: unknown): string {
  return error instanceof ApiError && error.isExplained
    ? texts.documents.adminMassSignFailure(getErrorDetail(error))
    : texts.documents.genericFailure;
}

type AdminPendingDocumentsProps = {
  /** Only the records waiting for these capacities (the admission to work on the managers' page). */
  capacities?: readonly SignerRole[];
  title?: string;
};

/**
 * The company admin signs, as the employer's representative (checking introductory-general
 * training or admitting a worker to work), the records their employees signed, after confirming
 * which and reading the consent of each capacity.
 */
export function AdminPendingDocuments({ capacities, title }: AdminPendingDocumentsProps = {}) {
  const pending = usePendingAdminDocuments();
  const selection = useMassSignSelection({ success: texts.documents.adminMassSignSuccess, describeFailure });
  const [confirming, setConfirming] = useState(false);
  const documents = (pending.data ?? []).filter(
    (document) => capacities === undefined || capacities.includes(document.capacity),
  );
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
      title={title}
      modal={confirmation}
    >
      <Button
        onClick={() => setConfirming(true)}
        disabled={selection.selected.size === 0 || selection.isSigning}
        loading={selection.isSigning}
      >
        {texts.documents.selectedCount(String(selection.selected.size))}
      </Button>
    </PendingDocumentsSection>
  );
}
