import { Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { type ReactNode, useId, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { describeUnsignedDocuments, type PendingDocument, useMassSign } from '../api/documents';
import type { CodeApproval } from '../api/email-code-signing';
import { PasskeyCancelled, useSignsWithPasskey } from '../api/passkey-signing';
import { DocumentSelectionTable } from './document-selection-table';

type SigningTexts = {
  /** Said when every selected document got signed. */
  success: string;
  /** Said when the call failed, from its error. */
  describeFailure: (error: unknown) => string;
};

/**
 * The documents ticked for a mass sign, and the sign itself: the selection empties once it is
 * done; what the server could not sign is said in its words.
 */
export function useMassSignSelection({ success, describeFailure }: SigningTexts) {
  const massSign = useMassSign();
  const signsWithPasskey = useSignsWithPasskey();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const signSelected = ({
    onSettled,
    emailCode,
  }: {
    onSettled?: () => void;
    emailCode?: CodeApproval | null;
  } = {}) =>
    massSign.mutate(
      { documentIds: [...selected], withPasskey: signsWithPasskey === true, emailCode },
      {
        onSuccess: (outcome) => {
          setSelected(new Set());
          const unsigned = describeUnsignedDocuments(outcome);
          if (unsigned) notifyError(unsigned);
          else notifySuccess(success);
        },
        onError: (error) =>
          notifyError(error instanceof PasskeyCancelled ? error.message : describeFailure(error)),
        onSettled,
      },
    );

  return { selected, setSelected, signSelected, isSigning: massSign.isPending };
}

type PendingDocumentsSectionProps = {
  selection: ReturnType<typeof useMassSignSelection>;
  pending: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  documents: PendingDocument[];
  /** The section's heading; the documents waiting for the caller unless said. */
  title?: string;
  /** Shown above the list, e.g. a company filter. */
  filter?: ReactNode;
  showCompany?: boolean;
  /** Shown under the table once there are documents: more pages, the sign button. */
  children: ReactNode;
  modal?: ReactNode;
};

/** The documents waiting for the caller's signature, to tick and sign in bulk. */
export function PendingDocumentsSection({
  selection,
  pending,
  documents,
  title = texts.documents.pendingTitle,
  filter,
  showCompany = false,
  children,
  modal,
}: PendingDocumentsSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {filter}
        {pending.isPending && <SectionLoader />}
        {pending.isError && <ErrorAlert>{getErrorDetail(pending.error)}</ErrorAlert>}
        {pending.isSuccess && documents.length === 0 && <Text>{texts.documents.pendingEmpty}</Text>}
        {documents.length > 0 && (
          <>
            <DocumentSelectionTable
              documents={documents}
              selected={selection.selected}
              onChange={selection.setSelected}
              showCompany={showCompany}
            />
            {children}
          </>
        )}
      </Stack>
      {modal}
    </Paper>
  );
}
