import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  type CourseCategory,
  type CourseSubcategory,
  type FirmWorkersQuery,
  texts,
  WORKER_TRAINING_STATUS_LABELS,
  WORKER_TRAINING_STATUSES,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useCompanyPeople } from '@/lib/queries/companies';
import { useCourses } from '@/lib/queries/courses';
import { type FirmWorker, useExportFirmWorkers, useFirmWorkers } from '../api/firm-workers';
import { readFirmWorkersQuery, writeFirmWorkersQuery } from '../lib/firm-workers-query';
import { FirmWorkersBulkActions } from './firm-workers-bulk';
import classes from './training-status.module.css';
import { WorkerStatusBadge } from './worker-status-badge';

const labels = texts.firmWorkers;
const phaseLabels = texts.courseForm.subcategoryLabels;

/**
 * Companies of "where" shown before 'Arată toate': the most urgent, as the server orders them. At
 * 200 clients the whole list put the workers 11,000 px down a phone's page.
 */
const COMPANIES_SHOWN = 10;

function dueText(worker: FirmWorker): string {
  if (worker.days_remaining === null || worker.due_date === null) return labels.noDueDate;
  return `${formatDate(worker.due_date)}, ${texts.trainingStatus.daysInWords(worker.days_remaining)}`;
}

/** One worker: the name first, then the company, the domain's status and when it falls due. */
function WorkerRow({ worker }: { worker: FirmWorker }) {
  return (
    <li className={classes.firmWorker}>
      <Text fw={600}>
        {worker.last_name} {worker.first_name}
      </Text>
      <Anchor
        component={Link}
        to={paths.companyTrainings.getHref(worker.company_id)}
        size="sm"
        className={classes.firmWorkerCompany}
      >
        {worker.company_name}
      </Anchor>
      <Group gap="xs">
        <WorkerStatusBadge status={worker.status} />
        <Text size="sm">
          {worker.domain}
          {worker.phase ? `, ${phaseLabels[worker.phase].toLowerCase()}` : ''}: {dueText(worker)}
        </Text>
        {worker.missing_data && (
          <Badge color="gray" variant="outline">
            {labels.missingDataBadge}
          </Badge>
        )}
      </Group>
    </li>
  );
}

/**
 * The firm's workers (docs/training-status.md, "The firm's workers"): every worker of every
 * client company, most urgent first, filtered and paged by the server. A status's count is a
 * button: from the owner's navigation, "who is overdue, where" is two clicks.
 */
export function FirmWorkersList() {
  const [search, setSearch] = useSearchParams();
  const query = readFirmWorkersQuery(search);
  const workers = useFirmWorkers(query);
  /*
   * A page of workers arriving is a render the store asks React for at once, in one task that
   * blocks a phone for a long while; deferred, the list renders as a transition React splits into
   * slices, and what is on screen meanwhile stays.
   */
  const data = useDeferredValue(workers.data);
  const exportWorkers = useExportFirmWorkers();
  const courses = useCourses();
  const people = useCompanyPeople(query.company ?? null);
  const [nameSearch, setNameSearch] = useState(query.search ?? '');
  const [showAllCompanies, setShowAllCompanies] = useState(false);
  const update = (change: Partial<FirmWorkersQuery>) =>
    setSearch(writeFirmWorkersQuery({ ...query, page: undefined, ...change }), { replace: true });

  /*
   * What the page says before its workers have loaded, and the first screen's largest text: the
   * page painted from the HTML (app/prerender.tsx) shows it too, where the list then keeps it.
   */
  const intro = (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{labels.intro}</Text>
      <Anchor component={Link} to={paths.monthPlan.getHref()} size="sm" className={layout.cellLink}>
        {texts.monthPlan.link}
      </Anchor>
    </Group>
  );
  if (!data) {
    return (
      <Stack gap="md">
        {intro}
        {workers.isError ? <ErrorAlert>{labels.loadFailure}</ErrorAlert> : <SectionLoader />}
      </Stack>
    );
  }
  const { counts, companies, total, page, page_count: pageCount } = data;
  const { page: _page, ...filter } = query;

  return (
    <Stack gap="md">
      {intro}
      <Group gap="xs" role="group" aria-label={labels.status}>
        {[...WORKER_TRAINING_STATUSES].reverse().map((status) => (
          <Button
            key={status}
            size="xs"
            variant={query.status === status ? 'filled' : 'default'}
            aria-pressed={query.status === status}
            onClick={() => update({ status: query.status === status ? undefined : status })}
          >
            {labels.countOf(WORKER_TRAINING_STATUS_LABELS[status], counts[status])}
          </Button>
        ))}
      </Group>
      <Paper
        withBorder
        p="sm"
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: nameSearch.trim() || undefined });
        }}
      >
        <div className={classes.filters}>
          <NativeSelect
            label={labels.status}
            value={query.status ?? ''}
            data={[
              { value: '', label: labels.allStatuses },
              ...WORKER_TRAINING_STATUSES.map((status) => ({
                value: status,
                label: WORKER_TRAINING_STATUS_LABELS[status],
              })),
            ]}
            onChange={(event) =>
              update({ status: (event.currentTarget.value || undefined) as WorkerTrainingStatus | undefined })
            }
          />
          <NativeSelect
            label={labels.domain}
            value={query.domain ?? ''}
            data={[{ value: '', label: labels.bothDomains }, ...COURSE_CATEGORIES]}
            onChange={(event) =>
              update({ domain: (event.currentTarget.value || undefined) as CourseCategory | undefined })
            }
          />
          <NativeSelect
            label={labels.company}
            value={query.company ?? ''}
            data={[
              { value: '', label: labels.allCompanies },
              ...companies.map((company) => ({
                value: company.id,
                label: `${company.name} (${labels.companyCount(company.workers, company.overdue)})`,
              })),
            ]}
            onChange={(event) =>
              update({ company: event.currentTarget.value || undefined, manager: undefined })
            }
          />
          <NativeSelect
            label={labels.manager}
            value={query.manager ?? ''}
            disabled={!query.company}
            description={query.company ? undefined : labels.managerNeedsCompany}
            data={[
              { value: '', label: labels.allManagers },
              ...(people.data ?? [])
                .filter((person) => person.role === 'admin' || person.is_workplace_manager)
                .map((person) => ({ value: person.id, label: `${person.last_name} ${person.first_name}` })),
            ]}
            onChange={(event) => update({ manager: event.currentTarget.value || undefined })}
          />
          <NativeSelect
            label={labels.course}
            value={query.course ?? ''}
            data={[
              { value: '', label: labels.allCourses },
              ...(courses.data ?? []).map((course) => ({ value: course.id, label: course.title })),
            ]}
            onChange={(event) => update({ course: event.currentTarget.value || undefined })}
          />
          <NativeSelect
            label={labels.phase}
            value={query.phase ?? ''}
            data={[
              { value: '', label: labels.allPhases },
              ...COURSE_SUBCATEGORIES.map((phase) => ({ value: phase, label: phaseLabels[phase] })),
            ]}
            onChange={(event) =>
              update({ phase: (event.currentTarget.value || undefined) as CourseSubcategory | undefined })
            }
          />
          <NumberInput
            label={labels.dueWithin}
            min={0}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            value={query.due_within_days ?? ''}
            onChange={(value) => update({ due_within_days: typeof value === 'number' ? value : undefined })}
          />
          <TextInput
            label={labels.search}
            type="search"
            value={nameSearch}
            onChange={(event) => setNameSearch(event.currentTarget.value)}
            onBlur={() => update({ search: nameSearch.trim() || undefined })}
          />
          <Checkbox
            label={labels.missingData}
            checked={query.missing_data === 'true'}
            onChange={(event) => update({ missing_data: event.currentTarget.checked ? 'true' : undefined })}
          />
        </div>
      </Paper>
      {query.status && !query.company && companies.length > 0 && (
        <Paper withBorder p="sm" component="section" aria-labelledby="firm-workers-companies">
          <Title order={2} size="h4" id="firm-workers-companies">
            {labels.companiesTitle}
          </Title>
          <ul className={classes.firmCompanies}>
            {(showAllCompanies ? companies : companies.slice(0, COMPANIES_SHOWN)).map((company) => (
              <li key={company.id}>
                <Anchor
                  component="button"
                  type="button"
                  className={classes.firmWorkerCompany}
                  onClick={() => update({ company: company.id })}
                >
                  {company.name}
                </Anchor>
                : {labels.companyCount(company.workers, company.overdue)}
              </li>
            ))}
          </ul>
          {!showAllCompanies && companies.length > COMPANIES_SHOWN && (
            <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setShowAllCompanies(true)}>
              {labels.companiesShowAll(companies.length)}
            </Button>
          )}
        </Paper>
      )}
      <Group justify="space-between">
        <Text fw={600} role="status">
          {labels.total(total)}
        </Text>
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              onClick={() => exportWorkers.mutate({ ...filter, format })}
              loading={exportWorkers.isPending && exportWorkers.variables?.format === format}
              disabled={total === 0 || exportWorkers.isPending}
            >
              {format === 'csv' ? labels.exportCsv : labels.exportXlsx}
            </Button>
          ))}
        </Group>
      </Group>
      {exportWorkers.isError && <ErrorAlert>{labels.exportFailure}</ErrorAlert>}
      {total > 0 && <FirmWorkersBulkActions filter={filter} total={total} />}
      {total === 0 ? (
        <Text>{labels.empty}</Text>
      ) : (
        <ul className={classes.firmWorkers} aria-label={labels.title}>
          {data.workers.map((worker) => (
            <WorkerRow key={worker.id} worker={worker} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <Pagination
          total={pageCount}
          value={page}
          onChange={(next) => setSearch(writeFirmWorkersQuery({ ...query, page: next }), { replace: false })}
        />
      )}
    </Stack>
  );
}
