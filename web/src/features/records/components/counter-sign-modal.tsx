import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SIGNING_MANIFEST_MAX_DOCUMENTS, texts } from '@ssm/shared';
import { useState } from 'react';
import type { PendingDocument } from '../api/documents';
import type { CodeApproval } from '../api/email-code-signing';
import { useSignsWithPasskey } from '../api/passkey-signing';
import { ConsentText } from './consent-text';
import { PasskeyOffer } from './passkey-offer';
import { SigningProgress, type useMassSignSelection } from './pending-documents-section';
import { SigningCodeEntry } from './signing-code-entry';

/** Beyond this many people the confirmation names the first ones and counts the rest. */
const MAX_NAMED_PEOPLE = 5;

/** Whose records are about to be signed, each person once, in the order of the table. */
export function describeSelection(documents: readonly PendingDocument[]): string {
  const names = [
    ...new Set(documents.map(({ progress: { user } }) => `${user.last_name} ${user.first_name}`)),
  ];
  const named = names.slice(0, MAX_NAMED_PEOPLE).join(', ');
  const others = names.length - MAX_NAMED_PEOPLE;
  const people = others > 0 ? `${named} ${texts.documents.otherPeople(others)}` : named;
  return texts.documents.counterSignSummary(documents.length, people);
}

type CounterSignModalProps = {
  opened: boolean;
  /** The documents listed; the confirmation names the selected ones. */
  documents: readonly PendingDocument[];
  selection: ReturnType<typeof useMassSignSelection>;
  onClose: () => void;
};

/**
 * A counter-signer's confirmation: how many records and whose, then the consent written for each
 * capacity the selected records wait for (docs/domain.md, signers per phase); 'Semnează' signs
 * the selection. The page's scroll is not locked: the
 * lock injects a <style> tag, which the site's strict CSP refuses.
 */
export function CounterSignModal({ opened, documents, selection, onClose }: CounterSignModalProps) {
  const selected = documents.filter((document) => selection.selected.has(document.id));
  const capacities = [...new Set(selected.map((document) => document.capacity))].filter(
    (capacity) => capacity !== 'trainee',
  );
  const shortStudies = selected.filter((document) => document.short_study).length;
  const signsWithPasskey = useSignsWithPasskey();
  const needsCode = signsWithPasskey === false;
  // One code confirms a bounded manifest: a larger selection is told so before anything is asked.
  const isTooLargeForCode = needsCode && selected.length > SIGNING_MANIFEST_MAX_DOCUMENTS;
  const [emailCode, setEmailCode] = useState<CodeApproval | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={texts.documents.confirmTitle} centered lockScroll={false}>
      <Stack>
        <Text fw={600}>{describeSelection(selected)}</Text>
        {/* The consent of a record studied too little says so (docs/signatures.md, the study shortfall flag). */}
        {shortStudies > 0 && (
          <Alert color="orange" role="note">
            {texts.documents.shortStudyInSelection(shortStudies)}
          </Alert>
        )}
        {capacities.map((capacity) => (
          <ConsentText key={capacity} consent={texts.signing.counterSignConsent[capacity]} />
        ))}
        {needsCode && <PasskeyOffer />}
        {isTooLargeForCode && (
          <Alert color="orange" role="alert">
            {texts.documents.tooManyForOneCode(selected.length, SIGNING_MANIFEST_MAX_DOCUMENTS)}
          </Alert>
        )}
        {needsCode && opened && !isTooLargeForCode && (
          <SigningCodeEntry
            channel="mass-sign"
            documentIds={selected.map((document) => document.id)}
            onChange={setEmailCode}
          />
        )}
        <SigningProgress selection={selection} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={selection.isSigning}>
            {texts.common.cancel}
          </Button>
          <Button
            onClick={() => selection.signSelected({ onSettled: onClose, emailCode })}
            loading={selection.isSigning}
            disabled={selection.isSigning || signsWithPasskey === undefined || (needsCode && !emailCode)}
          >
            {texts.documents.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
