import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { SectionLoader } from '@/components/page-loader';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { describeUnsignedDocuments, useMassSign, usePendingAdminDocuments } from '../api/documents';
import { DocumentSelectionTable } from './document-selection-table';

/** The company admin signs, as the employer's representative, the records their employees signed. */
export function AdminPendingDocuments() {
  const pending = usePendingAdminDocuments();
  const massSign = useMassSign();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const sign = () =>
    massSign.mutate([...selected], {
      onSuccess: (outcome) => {
        setSelected(new Set());
        const unsigned = describeUnsignedDocuments(outcome);
        if (unsigned) notifyError(unsigned);
        else notifySuccess(texts.documents.adminMassSignSuccess);
      },
      onError: (error) =>
        notifyError(
          error instanceof ApiError
            ? texts.documents.adminMassSignFailure(getErrorDetail(error))
            : texts.documents.genericFailure,
        ),
    });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="pending-admin-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="pending-admin-title">
          {texts.documents.pendingTitle}
        </Title>
        {pending.isPending && <SectionLoader />}
        {pending.isError && (
          <Alert color="red" role="alert">
            {getErrorDetail(pending.error)}
          </Alert>
        )}
        {pending.data?.length === 0 && <Text>{texts.documents.pendingEmpty}</Text>}
        {pending.data && pending.data.length > 0 && (
          <>
            <DocumentSelectionTable documents={pending.data} selected={selected} onChange={setSelected} />
            <Button
              onClick={sign}
              disabled={selected.size === 0 || massSign.isPending}
              loading={massSign.isPending}
            >
              {texts.documents.selectedCount(String(selected.size))}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
