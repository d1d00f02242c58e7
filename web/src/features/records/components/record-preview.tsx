import { Alert, Modal } from '@mantine/core';
import { texts } from '@ssm/shared';
import { lazy, Suspense } from 'react';
import { formatDate } from '@/lib/format-date';
import type { PendingDocument } from '../api/documents';
import classes from './records.module.css';

/* The printed record and its PDF viewer load when a preview opens, not with the list's page. */
const PrintedRecord = lazy(async () => ({ default: (await import('./printed-record')).PrintedRecord }));

const PRINTED_LABELS = {
  title: texts.documents.printedTitle,
  loading: texts.documents.printedLoading,
  failed: texts.documents.printedFailed,
};

const fields = texts.documents.previewFields;

/** What a counter-signer signs in one record, read before ticking it. */
export function RecordPreview({
  document,
  onClose,
}: {
  document: PendingDocument | null;
  onClose: () => void;
}) {
  const progress = document?.progress;
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={texts.documents.previewTitle}
      size="xl"
      centered
      // Without the scroll lock: it injects a <style> tag, which the strict CSP refuses.
      lockScroll={false}
    >
      {document?.short_study && (
        <Alert color="orange" mb="sm">
          {texts.documents.shortStudyWarning}
        </Alert>
      )}
      {document && progress && (
        <dl className={classes.recordFields}>
          <div>
            <dt>{fields.trainee}</dt>
            <dd>
              {progress.user.last_name} {progress.user.first_name}
            </dd>
          </div>
          <div>
            <dt>{fields.username}</dt>
            <dd>{progress.user.username}</dd>
          </div>
          <div>
            <dt>{fields.company}</dt>
            <dd>{document.company.name}</dd>
          </div>
          <div>
            <dt>{fields.course}</dt>
            <dd>{progress.course.title}</dd>
          </div>
          <div>
            <dt>{fields.completedAt}</dt>
            <dd>{formatDate(progress.completed_at)}</dd>
          </div>
          <div>
            <dt>{fields.score}</dt>
            <dd>{Math.round(progress.quiz_score)}%</dd>
          </div>
          <div>
            <dt>{fields.status}</dt>
            <dd>{texts.documents.statusLabels[document.status]}</dd>
          </div>
        </dl>
      )}
      {document && (
        <Suspense fallback={null}>
          <PrintedRecord documentId={document.id} labels={PRINTED_LABELS} />
        </Suspense>
      )}
    </Modal>
  );
}
