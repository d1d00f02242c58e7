import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { usePendingManagerDocuments } from '@/lib/queries/workplace-signing';
import { CounterSignModal } from './counter-sign-modal';
import { PendingDocumentsSection, useMassSignSelection } from './pending-documents-section';

function describeFailure(error: unknown): string {
  return error instanceof ApiError && error.isExplained
    ? texts.documents.adminMassSignFailure(getErrorDetail(error))
    : texts.documents.genericFailure;
}

/**
 * A workplace manager (an admin or a marked employee) signs, as the person who gave the training,
 * the workplace, periodic and supplementary records of the workers they manage, after confirming
 * which and reading the manager's consent (docs/domain.md, signers per phase).
 */
export function ManagerPendingDocuments() {
  const pending = usePendingManagerDocuments();
  const selection = useMassSignSelection({ success: texts.documents.ownerMassSignSuccess, describeFailure });
  const [confirming, setConfirming] = useState(false);
  const documents = pending.data ?? [];
  return (
    <PendingDocumentsSection
      selection={selection}
      pending={pending}
      documents={documents}
      title={texts.documents.managerPendingTitle}
      modal={
        <CounterSignModal
          opened={confirming}
          documents={documents}
          selection={selection}
          onClose={() => setConfirming(false)}
        />
      }
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
