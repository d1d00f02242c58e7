import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { LazyPdfViewer } from '@/components/pdf-viewer/lazy-pdf-viewer';
import { useRecordPreview } from '../api/record-preview';

export type PrintedRecordLabels = { title: string; loading: string; failed: string };

/** The record being signed as it will be printed, in the course page's PDF viewer. */
export function PrintedRecord({ documentId, labels }: { documentId: string; labels: PrintedRecordLabels }) {
  const preview = useRecordPreview(documentId);
  const [unreadable, setUnreadable] = useState(false);
  const titleId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {labels.title}
      </Title>
      {preview.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{labels.loading}</Text>
        </Group>
      )}
      {(preview.isError || unreadable) && <ErrorAlert>{labels.failed}</ErrorAlert>}
      {preview.data && !unreadable && (
        <LazyPdfViewer
          file={preview.data.file}
          title={preview.data.title}
          onLoadError={() => setUnreadable(true)}
        />
      )}
    </Stack>
  );
}
