import { Anchor, Button, Modal, Paper, Stack, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { CompanySelect } from '@/components/choice-select';
import { ConfirmModal } from '@/components/confirm-modal';
import { getErrorDetail } from '@/lib/api-client';
import { useCompanies } from '@/lib/queries/companies';
import { useDeleteCompanyHistory, useGenerateCompanyZip } from '../api/archives';
import classes from './signing.module.css';

/** The owner archives a company's signed records as a ZIP, and may then delete its history. */
export function CompanyArchives() {
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState('');
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [progress, setProgress] = useState(0);
  const archive = useGenerateCompanyZip(setProgress);
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
        <CompanySelect
          label={texts.archives.chooseCompany}
          prompt={texts.archives.chooseCompany}
          value={companyId}
          onChange={(event) => chooseCompany(event.currentTarget.value)}
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
          <SuccessAlert>
            {texts.companyHistory.deleted(
              deleteHistory.data.progress,
              deleteHistory.data.documents,
              deleteHistory.data.signatures,
              deleteHistory.data.archives,
            )}
          </SuccessAlert>
        )}
        {deleteHistory.isError && <ErrorAlert>{texts.companyHistory.failure}</ErrorAlert>}
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
            // The server explains a refusal (e.g. no signed record yet); a failed job has no words.
            <ErrorAlert>{getErrorDetail(archive.error, texts.archives.failed)}</ErrorAlert>
          )}
          {archive.data && (
            <SuccessAlert title={texts.archives.ready}>
              <Anchor href={archive.data}>{texts.archives.download}</Anchor>
            </SuccessAlert>
          )}
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirmingDelete}
        title={texts.companyHistory.deleteTitle}
        isPending={deleteHistory.isPending}
        onConfirm={() => deleteHistory.mutate(companyId, { onSettled: () => setConfirmingDelete(false) })}
        onClose={() => setConfirmingDelete(false)}
      >
        {texts.companyHistory.deleteConfirm(companyName)}
      </ConfirmModal>
    </Paper>
  );
}
