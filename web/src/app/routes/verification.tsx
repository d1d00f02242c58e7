import { Alert, Anchor, Button, FileInput, Stack, Text, TextInput } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { type DragEvent, type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths } from '@/config/paths';
import { verifySignature } from '../api/owner';
import classes from '../components/signing.module.css';
import { VerificationResult } from '../components/verification-result';

/** The file's own SHA-256, computed here: the PDF never leaves the visitor's device. */
async function hashFile(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Public: anyone holding a record checks it by the hash printed on it (the QR code's link) or by the PDF. */
export function VerificationPage() {
  const [searchParams] = useSearchParams();
  const linkedHash = searchParams.get('hash')?.trim() ?? '';
  const [hash, setHash] = useState(linkedHash);
  const [missing, setMissing] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const verify = useMutation({ mutationFn: verifySignature });
  const { mutate } = verify;

  useEffect(() => {
    if (linkedHash) mutate(linkedHash);
  }, [linkedHash, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = hash.trim();
    setMissing(!trimmed);
    if (trimmed) mutate(trimmed);
  };

  const chooseFile = async (file: File | null) => {
    if (!file) return;
    const fileHash = await hashFile(file);
    setHash(fileHash);
    setMissing(false);
    mutate(fileHash);
  };

  const dropFile = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setIsDragging(false);
    void chooseFile(event.dataTransfer.files[0] ?? null);
  };

  return (
    <CenteredLayout title={texts.verification.title}>
      <Text c="dimmed">{texts.verification.intro}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={texts.verification.hashLabel}
            value={hash}
            onChange={(event) => setHash(event.currentTarget.value)}
            error={missing ? texts.verification.hashRequired : undefined}
            classNames={{ input: classes.hash }}
          />
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
          <Button type="submit" loading={verify.isPending} disabled={verify.isPending}>
            {texts.verification.submit}
          </Button>
          {verify.isError && (
            <Alert color="red" role="alert">
              {texts.verification.failure}
            </Alert>
          )}
          {verify.data && <VerificationResult result={verify.data} />}
        </Stack>
      </form>
      <Anchor component={Link} to={paths.login.getHref()}>
        {texts.passwordReset.backToLogin}
      </Anchor>
    </CenteredLayout>
  );
}
