import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { usePendingAdminDocuments } from '../api/documents';
import { PendingDocumentsSection, useMassSignSelection } from './pending-documents-section';

function describeFailure(error: unknown): string {
  return error instanceof ApiError && error.isExplained
    ? texts.documents.adminMassSignFailure(getErrorDetail(error))
    : texts.documents.genericFailure;
}

/** The company admin signs, as the employer's representative, the records their employees signed. */
export function AdminPendingDocuments() {
  const pending = usePendingAdminDocuments();
  const selection = useMassSignSelection({ success: texts.documents.adminMassSignSuccess, describeFailure });
  return (
    <PendingDocumentsSection selection={selection} pending={pending} documents={pending.data ?? []}>
      <Button
        onClick={() => selection.signSelected()}
        disabled={selection.selected.size === 0 || selection.isSigning}
        loading={selection.isSigning}
      >
        {texts.documents.selectedCount(String(selection.selected.size))}
      </Button>
    </PendingDocumentsSection>
  );
}
