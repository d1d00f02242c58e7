import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { foldDiacritics, texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { CompanySelect } from '@/components/choice-select';
import { ConfirmModal } from '@/components/confirm-modal';
import layout from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import { getErrorDetail } from '@/lib/api-client';
import { downloadFrom } from '@/lib/download';
import { useCompanies } from '@/lib/queries/companies';
import { useCurrentUser } from '@/lib/queries/current-user';
import { useArchivedCompany, useDeleteCompanyHistory, useGenerateCompanyZip } from '../api/archives';
import classes from './archives.module.css';

/** The typed confirmation reads as the name whatever the case, diacritics and spacing. */
function toComparableName(name: string): string {
  return foldDiacritics(name).toLocaleLowerCase('ro-RO').replace(/\s+/g, ' ').trim();
}

/** What the company keeps and what of it its archive would hold. */
function describeRecords(records: number, signed: number): string {
  if (records === 0) return texts.archives.noRecords;
  return signed > 0 ? texts.archives.recordCount(records, signed) : texts.archives.noSignedRecords(records);
}

type ArchiveDownloadProps = {
  archive: ReturnType<typeof useGenerateCompanyZip>;
  companyId: string;
  progress: number;
  onStart: () => void;
};

/**
 * One click builds the ZIP and starts its download; the link stays for a browser that held the
 * download back. Shared by the section and the history deletion, which offers it first.
 */
function ArchiveDownload({ archive, companyId, progress, onStart }: ArchiveDownloadProps) {
  return (
    <Stack gap="xs">
      <div className={layout.actions}>
        <Button
          onClick={() => {
            onStart();
            archive.mutate(companyId, { onSuccess: (ready) => downloadFrom(ready.url) });
          }}
          loading={archive.isPending}
          disabled={archive.isPending}
        >
          {archive.isPending ? texts.archives.generating : texts.archives.generate}
        </Button>
      </div>
      {archive.isPending && (
        <progress
          className={classes.progress}
          max={100}
          value={progress}
          aria-label={texts.archives.generating}
        />
      )}
      {archive.isError && (
        // The server explains a refusal (no signed record yet); a failed job has no words.
        <ErrorAlert>{getErrorDetail(archive.error, texts.archives.failed)}</ErrorAlert>
      )}
      {archive.data && (
        <SuccessAlert title={texts.archives.ready}>
          {texts.archives.readyCount(archive.data.recordCount)}{' '}
          <Anchor href={archive.data.url}>{texts.archives.download}</Anchor>
        </SuccessAlert>
      )}
    </Stack>
  );
}

/** The owner archives a company's signed records as a ZIP, and may then delete its history. */
export function CompanyArchives() {
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [progress, setProgress] = useState(0);
  const archive = useGenerateCompanyZip(setProgress);
  const deleteHistory = useDeleteCompanyHistory();
  const company = companies.data?.find((candidate) => candidate.id === companyId);
  const recordCount = company?.record_count ?? 0;
  const signedCount = company?.signed_record_count ?? 0;
  const isNameTyped = !!company && toComparableName(typedName) === toComparableName(company.name);

  const chooseCompany = (id: string) => {
    setCompanyId(id);
    // Records are made by the company's people meanwhile: the count shown is read again.
    void companies.refetch();
    archive.reset();
    deleteHistory.reset();
  };
  const closeDeletion = () => {
    setConfirmingDelete(false);
    setTypedName('');
  };
  const archiveDownload = (
    <ArchiveDownload
      archive={archive}
      companyId={companyId}
      progress={progress}
      onStart={() => setProgress(0)}
    />
  );

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
        {company && <Text size="sm">{describeRecords(recordCount, signedCount)}</Text>}
        {company && signedCount > 0 && !confirmingDelete && archiveDownload}
        <div className={layout.actions}>
          <Button color="red" variant="light" disabled={!company} onClick={() => setConfirmingDelete(true)}>
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
      <ConfirmModal
        opened={confirmingDelete}
        title={`${texts.companyHistory.deleteTitle}: ${company?.name ?? ''}`}
        isPending={deleteHistory.isPending}
        isConfirmable={isNameTyped}
        onConfirm={() => deleteHistory.mutate(companyId, { onSettled: closeDeletion })}
        onClose={closeDeletion}
      >
        <Text>{texts.companyHistory.deleteConfirm(company?.name ?? '', recordCount)}</Text>
        {signedCount > 0 && (
          <>
            <Text fw={600}>{texts.companyHistory.archiveFirst}</Text>
            {archiveDownload}
          </>
        )}
        <TextInput
          label={texts.companyHistory.typeName(company?.name ?? '')}
          value={typedName}
          onChange={(event) => setTypedName(event.currentTarget.value)}
          autoComplete="off"
        />
      </ConfirmModal>
    </Paper>
  );
}

/**
 * A company admin's archive of their own company (docs/product.md, archives): the same ZIP as
 * the owner's, one click, offered only once a record of the company is signed by everyone.
 */
export function AdminCompanyArchive() {
  const companyId = useCurrentUser().data?.company ?? null;
  const company = useArchivedCompany(companyId);
  const [progress, setProgress] = useState(0);
  const archive = useGenerateCompanyZip(setProgress);

  const renderBody = () => {
    if (company.isError) return <ErrorAlert>{texts.archives.loadFailed}</ErrorAlert>;
    if (!company.data) return <SectionLoader label={texts.archives.title} />;
    const { id, name, recordCount, signedCount } = company.data;
    return (
      <>
        <Text fw={600}>{name}</Text>
        <Text size="sm">{describeRecords(recordCount, signedCount)}</Text>
        {signedCount > 0 && (
          <ArchiveDownload
            archive={archive}
            companyId={id}
            progress={progress}
            onStart={() => setProgress(0)}
          />
        )}
      </>
    );
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="archives-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="archives-title">
          {texts.archives.title}
        </Title>
        {renderBody()}
      </Stack>
    </Paper>
  );
}
