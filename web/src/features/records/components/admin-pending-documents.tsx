import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { usePendingAdminDocuments } from '../api/documents';
import { CounterSignModal } from './counter-sign-modal';
import { PendingDocumentsSection, useMassSignSelection } from './pending-documents-section';

function describeFailure(error: unknown): string {
  return error instanceof ApiError && error.isExplained
    ? texts.documents.adminMassSignFailure(getErrorDetail(error))
    : texts.documents.genericFailure;
}

/**
 * The company admin signs, as the employer's representative, the records their employees signed,
 * after confirming which and reading the representative's consent.
 */
export function AdminPendingDocuments() {
  const pending = usePendingAdminDocuments();
  const selection = useMassSignSelection({ success: texts.documents.adminMassSignSuccess, describeFailure });
  const [confirming, setConfirming] = useState(false);
  const documents = pending.data ?? [];
  const confirmation = (
    <CounterSignModal
      opened={confirming}
      capacity="representative"
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
