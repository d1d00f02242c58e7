import { FileInput, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { type DragEvent, useEffect, useState } from 'react';
import { SignatureCheckForm, useSignatureCheck } from './signature-check-form';
import classes from './signing.module.css';

/** The file's own SHA-256, computed here: the PDF never leaves the visitor's device. */
async function hashFile(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Anyone holding a record checks it by the hash printed on it (`linkedHash`, from the QR code's
 * link, is checked at once) or by the PDF itself, chosen or dropped.
 */
export function RecordVerification({ linkedHash }: { linkedHash: string }) {
  const signatureCheck = useSignatureCheck(linkedHash);
  const [isDragging, setIsDragging] = useState(false);
  const { mutate } = signatureCheck.verification;

  useEffect(() => {
    if (linkedHash) mutate(linkedHash);
  }, [linkedHash, mutate]);

  const chooseFile = async (file: File | null) => {
    if (file) signatureCheck.check(await hashFile(file));
  };

  const dropFile = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setIsDragging(false);
    void chooseFile(event.dataTransfer.files[0] ?? null);
  };

  return (
    <SignatureCheckForm signatureCheck={signatureCheck}>
      <fieldset
        className={`${classes.dropZone} ${isDragging ? classes.dropZoneActive : ''}`}
        aria-label={texts.verification.dropHint}
        data-testid="pdf-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={dropFile}
      >
        <FileInput label={texts.verification.fileLabel} accept="application/pdf" onChange={chooseFile} />
        <Text size="sm" c="dimmed" mt="xs">
          {texts.verification.dropHint}
        </Text>
      </fieldset>
    </SignatureCheckForm>
  );
}
