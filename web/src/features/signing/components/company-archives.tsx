import { Alert, Anchor, Button, Modal, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCompanies } from '@/features/administration/api/companies';
import { ConfirmModal } from '@/features/administration/components/confirm-modal';
import { ApiError } from '@/lib/api-client';
import { generateCompanyZip, useDeleteCompanyHistory } from '../api/archives';
import classes from './signing.module.css';

/** The owner archives a company's signed records as a ZIP, and may then delete its history. */
export function CompanyArchives() {
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState('');
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [progress, setProgress] = useState(0);
  const archive = useMutation({ mutationFn: (id: string) => generateCompanyZip(id, setProgress) });
  const deleteHistory = useDeleteCompanyHistory();
  const companyName = companies.data?.find((company) => company.id === companyId)?.name ?? '';

  const chooseCompany = (id: string) => {
    setCompanyId(id);
    archive.reset();
    deleteHistory.reset();
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="archives-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="archives-title">
          {texts.archives.title}
        </Title>
        <NativeSelect
          label={texts.archives.chooseCompany}
          value={companyId}
          onChange={(event) => chooseCompany(event.currentTarget.value)}
          data={[
            { value: '', label: texts.archives.chooseCompany },
            ...(companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
          ]}
        />
        <div className={classes.actions}>
          <Button disabled={!companyId} onClick={() => setArchiveOpen(true)}>
            {texts.archives.generate}
          </Button>
          <Button color="red" variant="light" disabled={!companyId} onClick={() => setConfirmingDelete(true)}>
            {texts.companyHistory.deleteTitle}
          </Button>
        </div>
        {deleteHistory.isSuccess && (
          <Alert color="green" role="status">
            {texts.companyHistory.deleted(
              String(deleteHistory.data.progress),
              String(deleteHistory.data.documents),
              String(deleteHistory.data.signatures),
              String(deleteHistory.data.archives),
            )}
          </Alert>
        )}
        {deleteHistory.isError && (
          <Alert color="red" role="alert">
            {texts.companyHistory.failure}
          </Alert>
        )}
      </Stack>
      {/* Without the scroll lock: it injects a <style> tag, which the strict CSP refuses. */}
      <Modal
        opened={archiveOpen}
        onClose={() => setArchiveOpen(false)}
        title={`${texts.archives.title}: ${companyName}`}
        centered
        lockScroll={false}
      >
        <Stack>
          <Button
            onClick={() => {
              setProgress(0);
              archive.mutate(companyId);
            }}
            loading={archive.isPending}
            disabled={archive.isPending}
          >
            {archive.isPending ? texts.archives.generating : texts.archives.generate}
          </Button>
          {archive.isPending && (
            <progress
              className={classes.progress}
              max={100}
              value={progress}
              aria-label={texts.archives.generating}
            />
          )}
          {archive.isError && (
            <Alert color="red" role="alert">
              {/* The server explains a refusal (e.g. no signed record yet); a failed job has no words. */}
              {archive.error instanceof ApiError ? archive.error.detail : texts.archives.failed}
            </Alert>
          )}
          {archive.data && (
            <Alert color="green" role="status" title={texts.archives.ready}>
              <Anchor href={archive.data}>{texts.archives.download}</Anchor>
            </Alert>
          )}
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirmingDelete}
        title={texts.companyHistory.deleteTitle}
        message={texts.companyHistory.deleteConfirm(companyName)}
        isPending={deleteHistory.isPending}
        onConfirm={() => deleteHistory.mutate(companyId, { onSettled: () => setConfirmingDelete(false) })}
        onClose={() => setConfirmingDelete(false)}
      />
    </Paper>
  );
}
