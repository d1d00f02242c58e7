import { FileInput, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { type DragEvent, useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { getErrorDetail } from '@/lib/api-client';
import { useVerifyPdf } from '../api/verify-signature';
import { PdfVerificationResult } from './pdf-verification-result';
import classes from './records.module.css';
import { SignatureCheckForm, useSignatureCheck } from './signature-check-form';

/**
 * Anyone holding a record checks it by the hash printed on it (`linkedHash`, from the QR code's
 * link, is checked at once) or by the PDF itself, chosen or dropped: the server checks the seal
 * embedded in the file, then the record behind it by the file's hash.
 */
export function RecordVerification({ linkedHash }: { linkedHash: string }) {
  const signatureCheck = useSignatureCheck(linkedHash);
  const pdfCheck = useVerifyPdf();
  const [isDragging, setIsDragging] = useState(false);
  const { mutate } = signatureCheck.verification;

  useEffect(() => {
    if (linkedHash) mutate(linkedHash);
  }, [linkedHash, mutate]);

  // One verdict at a time: a PDF's verdict never stands beside a warning about the hash field.
  const chooseFile = (file: File | null) => {
    if (!file) return;
    signatureCheck.clear();
    pdfCheck.mutate(file);
  };

  const dropFile = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setIsDragging(false);
    chooseFile(event.dataTransfer.files[0] ?? null);
  };

  return (
    <SignatureCheckForm signatureCheck={signatureCheck} onCheck={pdfCheck.reset}>
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
        {pdfCheck.isPending && (
          <Text size="sm" mt="xs" role="status">
            {texts.pdfVerification.checking}
          </Text>
        )}
        {pdfCheck.isError && (
          <ErrorAlert>{getErrorDetail(pdfCheck.error, texts.verification.failure)}</ErrorAlert>
        )}
        {pdfCheck.data && (
          <div className={classes.verdict}>
            <PdfVerificationResult result={pdfCheck.data} />
          </div>
        )}
      </fieldset>
    </SignatureCheckForm>
  );
}
