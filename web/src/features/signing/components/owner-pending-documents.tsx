import { Alert, Button, Group, Modal, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { SectionLoader } from '@/components/page-loader';
import { useCompanies } from '@/features/administration/api/companies';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { describeUnsignedDocuments, useMassSign } from '../api/documents';
import { usePendingOwnerDocuments } from '../api/owner';
import { ConsentText } from './consent-text';
import { DocumentSelectionTable } from './document-selection-table';
import classes from './signing.module.css';

/** The owner, as the external prevention service, signs the records their employer already signed. */
export function OwnerPendingDocuments() {
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const pending = usePendingOwnerDocuments(companyId);
  const massSign = useMassSign();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const documents = pending.data?.pages.flatMap((page) => page.items) ?? [];

  const askConfirmation = () => {
    if (selected.size === 0) notifyError(texts.documents.noneSelected);
    else setConfirming(true);
  };

  const sign = () =>
    massSign.mutate([...selected], {
      onSuccess: (outcome) => {
        setSelected(new Set());
        const unsigned = describeUnsignedDocuments(outcome);
        if (unsigned) notifyError(unsigned);
        else notifySuccess(texts.documents.ownerMassSignSuccess);
      },
      onError: (error) =>
        notifyError(error instanceof ApiError ? error.detail : texts.documents.ownerMassSignFailure),
      onSettled: () => setConfirming(false),
    });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="pending-owner-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="pending-owner-title">
          {texts.documents.pendingTitle}
        </Title>
        <div className={classes.actions}>
          <NativeSelect
            label={texts.documents.companyFilter}
            value={companyId ?? ''}
            onChange={(event) => {
              setCompanyId(event.currentTarget.value || null);
              setSelected(new Set());
            }}
            data={[
              { value: '', label: texts.documents.allCompanies },
              ...(companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
            ]}
          />
        </div>
        {pending.isPending && <SectionLoader />}
        {pending.isError && (
          <Alert color="red" role="alert">
            {getErrorDetail(pending.error)}
          </Alert>
        )}
        {pending.isSuccess && documents.length === 0 && <Text>{texts.documents.pendingEmpty}</Text>}
        {documents.length > 0 && (
          <>
            <DocumentSelectionTable
              documents={documents}
              selected={selected}
              onChange={setSelected}
              showCompany={companyId === null}
            />
            {pending.hasNextPage && (
              <Button
                variant="default"
                onClick={() => pending.fetchNextPage()}
                loading={pending.isFetchingNextPage}
                disabled={pending.isFetchingNextPage}
              >
                {texts.documents.loadMore}
              </Button>
            )}
            <Button onClick={askConfirmation} disabled={massSign.isPending} loading={massSign.isPending}>
              {texts.documents.selectedCount(String(selected.size))}
            </Button>
          </>
        )}
      </Stack>
      {/* Without the scroll lock: it injects a <style> tag, which the strict CSP refuses. */}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={texts.documents.confirmTitle}
        centered
        lockScroll={false}
      >
        <Stack>
          <ConsentText />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={massSign.isPending}>
              {texts.common.cancel}
            </Button>
            <Button onClick={sign} loading={massSign.isPending} disabled={massSign.isPending}>
              {texts.documents.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
