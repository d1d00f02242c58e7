import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type CompanyRegisterQuery, texts } from '@ssm/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { ConfirmModal } from '@/components/confirm-modal';
import { SectionLoader } from '@/components/page-loader';
import { PeopleCounts } from '@/components/people-counts';
import { paths } from '@/config/paths';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  type RegisterCompany,
  useArchiveCompany,
  useCompanyRegister,
  useDeleteCompany,
} from '../api/companies';
import { BulkAssignModal, type BulkTarget } from './bulk-assign-modal';
import classes from './company-register.module.css';
import { CreateCompanyModal } from './create-company-modal';
import { EditCompanyModal } from './edit-company-modal';

const labels = texts.companies;

/** The register's search lives in the address, so a search can be bookmarked and gone back to. */
function readQuery(search: URLSearchParams): CompanyRegisterQuery {
  const page = Number(search.get('pagina'));
  return {
    search: search.get('cauta') || undefined,
    archived: search.get('arhivate') === '1' ? 'true' : undefined,
    page: Number.isInteger(page) && page > 0 ? page : undefined,
  };
}

function writeQuery(query: CompanyRegisterQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.search) search.set('cauta', query.search);
  if (query.archived === 'true') search.set('arhivate', '1');
  if (query.page && query.page > 1) search.set('pagina', String(query.page));
  return search;
}

function ContactLine({ company }: { company: RegisterCompany }) {
  const parts = [company.representative, company.phone, company.email].filter(Boolean);
  return (
    <Text size="sm" c={parts.length ? undefined : 'dimmed'} className={classes.wrap}>
      {parts.length ? parts.join(' · ') : labels.noContact}
    </Text>
  );
}

type Action = { kind: 'edit' | 'archive' | 'restore' | 'delete'; company: RegisterCompany };

/**
 * The company register (docs/product.md, Company register): the firm's companies searched by name
 * or CUI, 25 a page from the server, each with its workers per training status and its contact;
 * edit, archive (or restore) and delete after typing the name; and a course for many at once.
 */
export function CompanyRegister() {
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const register = useCompanyRegister(query);
  const archive = useArchiveCompany();
  const deleteCompany = useDeleteCompany();
  const [typed, setTyped] = useState(query.search ?? '');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<Action | null>(null);
  const [typedName, setTypedName] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const [bulkTarget, setBulkTarget] = useState<BulkTarget | null>(null);
  const isArchivedView = query.archived === 'true';
  const update = (change: Partial<CompanyRegisterQuery>) => {
    setSelected(new Set());
    setSearch(writeQuery({ ...query, page: undefined, ...change }), { replace: true });
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const closeAction = () => {
    setAction(null);
    setTypedName('');
  };

  const confirmArchive = (company: RegisterCompany, toArchive: boolean) =>
    archive.mutate(
      { id: company.id, archive: toArchive },
      {
        onSuccess: () => notifySuccess(toArchive ? labels.archived : labels.restored),
        onError: (error) => notifyError(error instanceof ApiError ? error.detail : labels.archiveFailure),
        onSettled: closeAction,
      },
    );

  const confirmDelete = (company: RegisterCompany) =>
    deleteCompany.mutate(
      { id: company.id, confirmName: typedName },
      {
        onSuccess: () => notifySuccess(labels.deleted),
        onError: (error) =>
          notifyError(error instanceof ApiError && error.status < 500 ? error.detail : labels.deleteFailure),
        onSettled: closeAction,
      },
    );

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="sm"
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: typed.trim() || undefined });
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={labels.search}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onBlur={() => update({ search: typed.trim() || undefined })}
          />
          <Group gap="xs" role="group" aria-label={labels.registerTitle}>
            <Button
              size="xs"
              variant={isArchivedView ? 'default' : 'filled'}
              aria-pressed={!isArchivedView}
              onClick={() => update({ archived: undefined })}
            >
              {labels.showActive}
            </Button>
            <Button
              size="xs"
              variant={isArchivedView ? 'filled' : 'default'}
              aria-pressed={isArchivedView}
              onClick={() => update({ archived: 'true' })}
            >
              {labels.showArchived}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {register.isError && !register.data && <ErrorAlert>{getErrorDetail(register.error)}</ErrorAlert>}
      {!register.data && !register.isError && <SectionLoader />}
      {register.data && (
        <>
          <Group justify="space-between">
            <Text fw={600} role="status">
              {labels.total(register.data.total)}
              {!isArchivedView && `, ${labels.workerCount(register.data.total_workers)}`}
            </Text>
            <Group gap="xs">
              {!isArchivedView && (
                <Button
                  variant="light"
                  disabled={register.data.total === 0}
                  onClick={() =>
                    setBulkTarget(
                      selected.size > 0 ? { companyIds: [...selected] } : { all: true, search: query.search },
                    )
                  }
                >
                  {selected.size > 0 ? `${texts.bulkAssign.open} (${selected.size})` : texts.bulkAssign.open}
                </Button>
              )}
              <Button component={Link} to={paths.firmTrainingDefaults.getHref()} variant="default">
                {texts.firmTrainingDefaults.title}
              </Button>
              <Button onClick={() => setIsAdding(true)}>{labels.add}</Button>
            </Group>
          </Group>
          {selected.size > 0 && <Text size="sm">{labels.selected(selected.size)}</Text>}
          {register.data.total === 0 ? (
            <Text>{query.search ? labels.noMatch : labels.empty}</Text>
          ) : (
            <ul className={classes.companies} aria-label={labels.registerTitle}>
              {register.data.companies.map((company) => (
                <li key={company.id} className={classes.company}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    {!isArchivedView && (
                      <Checkbox
                        aria-label={labels.select(company.name)}
                        checked={selected.has(company.id)}
                        onChange={() => toggle(company.id)}
                        mt={4}
                      />
                    )}
                    <Stack gap={2} className={classes.wrap}>
                      <Anchor component={Link} to={paths.companyTrainings.getHref(company.id)} fw={600}>
                        {company.name}
                      </Anchor>
                      <Text size="sm">
                        {labels.registrationNumber}: {company.registration_number}
                      </Text>
                    </Stack>
                  </Group>
                  {company.archived_at ? (
                    <Badge color="gray" variant="light">
                      {labels.archivedSince(formatDate(company.archived_at.slice(0, 10)))}
                    </Badge>
                  ) : company.workers ? (
                    <PeopleCounts workers={company.workers} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {labels.statusPending}
                    </Text>
                  )}
                  <ContactLine company={company} />
                  <Group gap="xs">
                    {isArchivedView ? (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${labels.restore}: ${company.name}`}
                        onClick={() => confirmArchive(company, false)}
                        loading={archive.isPending && archive.variables.id === company.id}
                      >
                        {labels.restore}
                      </Button>
                    ) : (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`${labels.edit}: ${company.name}`}
                          onClick={() => setAction({ kind: 'edit', company })}
                        >
                          {labels.edit}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`${labels.archive}: ${company.name}`}
                          onClick={() => setAction({ kind: 'archive', company })}
                        >
                          {labels.archive}
                        </Button>
                      </>
                    )}
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={`${labels.deleteTitle}: ${company.name}`}
                      onClick={() => setAction({ kind: 'delete', company })}
                    >
                      {texts.common.delete}
                    </Button>
                  </Group>
                </li>
              ))}
            </ul>
          )}
          {register.data.page_count > 1 && (
            <Pagination
              total={register.data.page_count}
              value={register.data.page}
              onChange={(page) => {
                setSelected(new Set());
                setSearch(writeQuery({ ...query, page }));
              }}
            />
          )}
        </>
      )}
      <CreateCompanyModal opened={isAdding} onClose={() => setIsAdding(false)} />
      {action?.kind === 'edit' && <EditCompanyModal company={action.company} onClose={closeAction} />}
      <ConfirmModal
        opened={action?.kind === 'archive'}
        title={labels.archiveTitle}
        confirmLabel={labels.archive}
        isPending={archive.isPending}
        onConfirm={() => action && confirmArchive(action.company, true)}
        onClose={closeAction}
      >
        {labels.archiveConfirm(action?.company.name ?? '')}
      </ConfirmModal>
      <ConfirmModal
        opened={action?.kind === 'delete'}
        title={labels.deleteTitle}
        isPending={deleteCompany.isPending}
        isConfirmable={typedName.trim() === action?.company.name}
        onConfirm={() => action && confirmDelete(action.company)}
        onClose={closeAction}
      >
        <Text>{labels.deleteConfirm(action?.company.name ?? '')}</Text>
        <TextInput
          label={labels.deleteTypeName(action?.company.name ?? '')}
          value={typedName}
          onChange={(event) => setTypedName(event.currentTarget.value)}
          autoComplete="off"
        />
      </ConfirmModal>
      {bulkTarget && <BulkAssignModal target={bulkTarget} onClose={() => setBulkTarget(null)} />}
    </Stack>
  );
}
