import { Anchor, Button, FileInput, List, Modal, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { getErrorDetail } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import {
  scanContentTypeOf,
  useAddSheetScan,
  usePsiSheetSettings,
  useSheetScans,
} from '@/lib/queries/psi-sheets';

const labels = texts.psiSheets;

/**
 * A worker's scans of their hand-signed PSI-SU fișă, beside the fișă's download on the company's
 * workers page: each upload listed with who uploaded it, when, its SHA-256 and a download link,
 * and, while the company keeps its PSI-SU fișe on paper, the upload of a new one.
 */
export function SheetScansButton({
  companyId,
  worker,
}: {
  companyId: string;
  worker: { id: string; first_name: string; last_name: string };
}) {
  const [isOpen, setOpen] = useState(false);
  const name = `${worker.last_name} ${worker.first_name}`;
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpen(true)}>
        {labels.scans}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={labels.scansTitle(name)} size="lg">
        {isOpen && <SheetScans companyId={companyId} workerId={worker.id} />}
      </Modal>
    </>
  );
}

function SheetScans({ companyId, workerId }: { companyId: string; workerId: string }) {
  const settings = usePsiSheetSettings(companyId);
  const scans = useSheetScans(workerId);
  const add = useAddSheetScan(workerId);
  const [file, setFile] = useState<File | null>(null);
  const fileError = file && !scanContentTypeOf(file) ? labels.wrongType : null;
  const upload = () => {
    if (!file || fileError) return;
    add.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifySuccess(labels.uploaded);
      },
    });
  };
  return (
    <Stack gap="sm">
      {settings.data?.mode === 'paper' && (
        <>
          <Text size="sm">{labels.scansExplanation}</Text>
          <FileInput
            label={labels.file}
            accept="application/pdf,image/jpeg,image/png"
            value={file}
            onChange={setFile}
            clearable
            error={fileError}
          />
          {add.isError && <ErrorAlert>{getErrorDetail(add.error, labels.uploadFailure)}</ErrorAlert>}
          <Button onClick={upload} disabled={!file || Boolean(fileError)} loading={add.isPending}>
            {labels.upload}
          </Button>
        </>
      )}
      {scans.isPending && <SectionLoader />}
      {scans.isError && <ErrorAlert>{getErrorDetail(scans.error, labels.listFailure)}</ErrorAlert>}
      {scans.data && scans.data.scans.length === 0 && <Text c="dimmed">{labels.noScans}</Text>}
      {scans.data && scans.data.scans.length > 0 && (
        <List spacing="xs" aria-label={labels.scans}>
          {scans.data.scans.map((scan) => (
            <List.Item key={scan.id}>
              <Anchor href={scan.url}>{labels.download}</Anchor>{' '}
              {labels.uploadedBy(scan.uploaded_by.name, formatDateTime(scan.uploaded_at))}
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {labels.sha256}: {scan.sha256}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
