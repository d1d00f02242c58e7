import { Alert, Button, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { type ReactNode, useId, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { getErrorDetail } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  type MassSignOutcome,
  type PendingDocument,
  SIGNED_DOCUMENT_ROUTES,
  signDocuments,
  useDropSignedDocuments,
} from '../api/documents';
import type { CodeApproval } from '../api/email-code-signing';
import { PasskeyCancelled, useSignsWithPasskey } from '../api/passkey-signing';
import { DocumentSelectionTable } from './document-selection-table';

/**
 * Documents one mass sign takes in a selection signed chunk by chunk: a progress step of a few
 * seconds, and one passkey approval each (docs/product.md, counter-signing).
 */
export const SIGNING_CHUNK_SIZE = 100;

/** A selection's signing, in numbers, once it ended (signed to the end, stopped or failed). */
export type SigningResult = {
  /** Signed now, or already carrying the signer's signature (a retry). */
  signed: number;
  notSigned: MassSignOutcome['not_signed'];
  /** Why it ended before the last chunk: the signer stopped it, or the error of a chunk. */
  interruption: string | null;
};

type SigningTexts = {
  /** Said when every selected document got signed, beside the result in numbers. */
  success: string;
  /** Said when a chunk's call failed, from its error. */
  describeFailure: (error: unknown) => string;
};

function splitIntoChunks(ids: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += SIGNING_CHUNK_SIZE)
    chunks.push(ids.slice(start, start + SIGNING_CHUNK_SIZE));
  return chunks;
}

/**
 * The documents ticked for a mass sign, and the sign itself: the selection goes to the server a
 * chunk at a time, with the progress after each chunk and a stop between chunks; the result says
 * how many were signed and which were not, and why. The selection empties once it is done.
 */
export function useMassSignSelection({ success, describeFailure }: SigningTexts) {
  const signsWithPasskey = useSignsWithPasskey();
  const invalidateRoutes = useInvalidateRoutes();
  const dropSignedDocuments = useDropSignedDocuments();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<SigningResult | null>(null);
  const stopRequested = useRef(false);

  /**
   * A chunk at a time: with a passkey, one approval per chunk; with the e-mailed code, the one code
   * over the whole selection in each chunk, which signs the documents of it no chunk sent yet. A
   * request stays a few seconds, well within the API's 29 s, whatever the selection's size.
   */
  const signSelected = async ({
    onSettled,
    emailCode,
  }: {
    onSettled?: () => void;
    emailCode?: CodeApproval | null;
  } = {}) => {
    const ids = [...selected];
    stopRequested.current = false;
    setResult(null);
    setProgress({ done: 0, total: ids.length });
    const outcome: SigningResult = { signed: 0, notSigned: [], interruption: null };
    const signedIds = new Set<string>();
    let done = 0;
    for (const chunk of splitIntoChunks(ids)) {
      if (stopRequested.current) {
        outcome.interruption = texts.documents.signingStopped;
        break;
      }
      try {
        const answer = await signDocuments({
          documentIds: chunk,
          withPasskey: signsWithPasskey === true,
          emailCode,
        });
        outcome.signed += answer.signed.length + answer.already_signed.length;
        outcome.notSigned.push(...answer.not_signed);
        for (const id of [...answer.signed, ...answer.already_signed]) signedIds.add(id);
      } catch (error) {
        outcome.interruption = error instanceof PasskeyCancelled ? error.message : describeFailure(error);
        break;
      }
      done += chunk.length;
      setProgress({ done, total: ids.length });
    }
    if (!outcome.interruption && outcome.notSigned.length === 0) notifySuccess(success);
    else if (outcome.interruption && outcome.signed === 0 && outcome.notSigned.length === 0)
      notifyError(outcome.interruption);
    // The total and the table drop what was signed at once, while the lists are read again.
    dropSignedDocuments(signedIds);
    setSelected(new Set());
    setProgress(null);
    setResult(outcome);
    onSettled?.();
    await invalidateRoutes(SIGNED_DOCUMENT_ROUTES);
  };

  return {
    selected,
    setSelected,
    signSelected,
    isSigning: progress !== null,
    progress,
    stop: () => {
      stopRequested.current = true;
    },
    result,
    dismissResult: () => setResult(null),
  };
}

type Selection = ReturnType<typeof useMassSignSelection>;

/** "Semnez 120 din 240…" with its bar, and the stop that takes effect after the chunk being signed. */
export function SigningProgress({ selection }: { selection: Selection }) {
  const { progress } = selection;
  if (!progress) return null;
  const label = texts.documents.signingProgress(progress.done, progress.total);
  return (
    <Stack gap="xs" role="status">
      <Text size="sm">{label}</Text>
      <Progress value={(progress.done / Math.max(progress.total, 1)) * 100} aria-label={label} />
      <Group>
        <Button variant="default" size="compact-sm" onClick={selection.stop}>
          {texts.documents.stopSigning}
        </Button>
      </Group>
    </Stack>
  );
}

/** The result in numbers, then each document not signed: whose, which course, why. */
function SigningResultAlert({
  result,
  documents,
  onClose,
}: {
  result: SigningResult;
  documents: readonly PendingDocument[];
  onClose: () => void;
}) {
  const byId = new Map(documents.map((document) => [document.id, document]));
  const failed = result.notSigned.length > 0;
  const summary = failed
    ? `${texts.documents.signedCount(result.signed)}; ${texts.documents.notSignedCount(result.notSigned.length)}`
    : `${texts.documents.signedCount(result.signed)}.`;
  return (
    <Alert
      color={failed || result.interruption ? 'orange' : 'green'}
      title={texts.documents.resultTitle}
      withCloseButton
      closeButtonLabel={texts.common.close}
      onClose={onClose}
      role="status"
    >
      <Text>{summary}</Text>
      {failed && (
        <List size="sm" mt="xs">
          {result.notSigned.map((item) => {
            const document = byId.get(item.id);
            const name = document
              ? `${document.progress.user.last_name} ${document.progress.user.first_name}`
              : item.id;
            return (
              <List.Item key={item.id}>
                {texts.documents.notSignedLine(name, document?.progress.course.title ?? '', item.detail)}
              </List.Item>
            );
          })}
        </List>
      )}
      {result.interruption && <Text mt="xs">{result.interruption}</Text>}
    </Alert>
  );
}

type PendingDocumentsSectionProps = {
  selection: Selection;
  pending: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  documents: PendingDocument[];
  /** Every document the result may name (the whole filter); the listed ones unless said. */
  knownDocuments?: readonly PendingDocument[];
  /** The section's heading; the documents waiting for the caller unless said. */
  title?: string;
  /** Shown above the list, e.g. the filters and their total. */
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
  knownDocuments = documents,
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
        {selection.result && (
          <SigningResultAlert
            result={selection.result}
            documents={[...knownDocuments, ...documents]}
            onClose={selection.dismissResult}
          />
        )}
        {filter}
        <SigningProgress selection={selection} />
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
