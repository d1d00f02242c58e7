import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  type CourseCategory,
  texts,
  toBucharestDate,
  WORKER_TRAINING_STATUS_LABELS,
  WORKER_TRAINING_STATUSES,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import phoneTable from '@/components/phone-table.module.css';
import { focusableScrollArea } from '@/components/scroll-table';
import { TrainingSheetLink } from '@/components/training-sheet-link';
import { downloadBlob, downloadCsv } from '@/lib/download';
import { formatDate } from '@/lib/format-date';
import { notifyError } from '@/lib/notify';
import { useCompanyTrainingOverview, useCompanyWorkerTrainings } from '../api/worker-trainings';
import { toCsv, toExportRows, toXlsx } from '../lib/worker-export';
import { countByStatus, filterWorkers, NO_FILTERS, type WorkerFilters } from '../lib/worker-filters';
import { TrainingEventForm } from './training-event-form';
import { TrainingEventList } from './training-event-list';
import { TrainingSettingsForm } from './training-settings-form';
import classes from './training-status.module.css';
import { WorkerStatusBadge } from './worker-status-badge';

const labels = texts.workerTraining;

const dateOrDash = (date: string | null) => (date ? formatDate(date) : texts.common.dash);

/**
 * A company's people and, per person and domain, the most urgent status with its due date and
 * each phase's last signed training; filtered, counted and exported in the browser from every
 * page of the list (docs/training-status.md, pages).
 */
export function CompanyWorkers({
  companyId,
  canChangeSettings,
  onEditPerson,
}: {
  companyId: string;
  /** The owner sets the company's threshold and interval; an admin only reads them. */
  canChangeSettings: boolean;
  /** Offers 'Editează' beside each person (the page opens the edit form). */
  onEditPerson?: (workerId: string) => void;
}) {
  const overview = useCompanyTrainingOverview(companyId);
  const workers = useCompanyWorkerTrainings(companyId);
  const [filters, setFilters] = useState<WorkerFilters>(NO_FILTERS);
  const update = (change: Partial<WorkerFilters>) => setFilters((current) => ({ ...current, ...change }));
  const shown = useMemo(() => filterWorkers(workers.data ?? [], filters), [workers.data, filters]);
  const counts = useMemo(
    () => countByStatus(workers.data ?? [], filters.domain),
    [workers.data, filters.domain],
  );
  const domains = filters.domain ? [filters.domain] : COURSE_CATEGORIES;

  const exportAs = async (format: 'csv' | 'xlsx') => {
    const rows = toExportRows(shown);
    const fileName = labels.exportFileName(overview.data?.name ?? companyId, toBucharestDate(new Date()));
    try {
      if (format === 'csv') downloadCsv(`${fileName}.csv`, toCsv(rows));
      else downloadBlob(`${fileName}.xlsx`, await toXlsx(rows));
    } catch {
      notifyError(labels.exportFailure);
    }
  };

  if (overview.isError || workers.isError) return <ErrorAlert>{labels.loadFailure}</ErrorAlert>;
  if (overview.isPending || workers.isPending) return <SectionLoader />;

  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="company-workers-title">
        {overview.data.name}
      </Title>
      <Paper component="section" withBorder p="sm" aria-labelledby="worker-counts-title">
        <Text fw={600} id="worker-counts-title">
          {labels.counts}
        </Text>
        <ul className={classes.legend}>
          {WORKER_TRAINING_STATUSES.map((status) => (
            <li key={status} data-count-status={status}>
              {labels.countLine(WORKER_TRAINING_STATUS_LABELS[status], counts[status])}
            </li>
          ))}
        </ul>
      </Paper>
      <div className={classes.filters}>
        <Checkbox
          label={labels.overdueOnly}
          checked={filters.lateOnly}
          onChange={(event) => update({ lateOnly: event.currentTarget.checked })}
        />
        <NativeSelect
          label={texts.trainingStatus.status}
          value={filters.status ?? ''}
          data={[
            { value: '', label: labels.allStatuses },
            ...WORKER_TRAINING_STATUSES.map((status) => ({
              value: status,
              label: WORKER_TRAINING_STATUS_LABELS[status],
            })),
          ]}
          onChange={(event) =>
            update({ status: (event.currentTarget.value || null) as WorkerTrainingStatus | null })
          }
        />
        <NativeSelect
          label={labels.domain}
          value={filters.domain ?? ''}
          data={[
            { value: '', label: labels.allDomains },
            ...COURSE_CATEGORIES.map((category) => ({ value: category, label: category })),
          ]}
          onChange={(event) =>
            update({ domain: (event.currentTarget.value || null) as CourseCategory | null })
          }
        />
        <TextInput
          type="search"
          label={labels.searchPerson}
          placeholder={labels.searchPersonPlaceholder}
          value={filters.search}
          onChange={(event) => update({ search: event.currentTarget.value })}
        />
      </div>
      <Group>
        <Button variant="default" disabled={shown.length === 0} onClick={() => exportAs('csv')}>
          {labels.exportCsv}
        </Button>
        <Button variant="default" disabled={shown.length === 0} onClick={() => exportAs('xlsx')}>
          {labels.exportXlsx}
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{labels.noPeople}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={900}
          className={phoneTable.fit}
          scrollAreaProps={focusableScrollArea('company-workers-title')}
        >
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.person}</Table.Th>
                <Table.Th>{labels.domain}</Table.Th>
                <Table.Th>{texts.trainingStatus.status}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{labels.dueDate}</Table.Th>
                <Table.Th className={phoneTable.secondary}>{labels.daysRemaining}</Table.Th>
                {COURSE_SUBCATEGORIES.map((phase) => (
                  <Table.Th key={phase} className={phoneTable.secondary}>
                    {texts.courseForm.subcategoryLabels[phase]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.flatMap((worker) =>
                domains.map((category) => {
                  const domain = worker.training.domains[category];
                  const name = `${worker.last_name} ${worker.first_name}`;
                  return (
                    <Table.Tr key={`${worker.id}-${category}`} data-username={worker.username}>
                      <Table.Td className={classes.name}>
                        {name}
                        <Text size="xs" c="dimmed">
                          {worker.username}
                          {worker.staff_category
                            ? ` · ${labels.staffCategoryLabels[worker.staff_category]}`
                            : ''}
                        </Text>
                        {onEditPerson && category === domains[0] && (
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={texts.people.editPerson(name)}
                            onClick={() => onEditPerson(worker.id)}
                          >
                            {texts.people.edit}
                          </Button>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {category}
                        {COURSE_SUBCATEGORIES.some((phase) => domain.phases[phase].last_training_date) && (
                          <TrainingSheetLink userId={worker.id} domain={category} />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <WorkerStatusBadge status={domain.status} />
                      </Table.Td>
                      <Table.Td className={phoneTable.secondary}>{dateOrDash(domain.due_date)}</Table.Td>
                      <Table.Td className={phoneTable.secondary}>
                        {domain.days_remaining === null
                          ? texts.common.dash
                          : texts.trainingStatus.daysInWords(domain.days_remaining)}
                      </Table.Td>
                      {COURSE_SUBCATEGORIES.map((phase) => {
                        const figures = domain.phases[phase];
                        return (
                          <Table.Td key={phase} className={phoneTable.secondary}>
                            {dateOrDash(figures.last_training_date)}
                            {figures.status && figures.due_date && (
                              <Text size="xs" c="dimmed">
                                {labels.dueDate}: {formatDate(figures.due_date)}
                              </Text>
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  );
                }),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TrainingEventList companyId={companyId} overview={overview.data} workers={workers.data} />
      <TrainingEventForm companyId={companyId} workers={workers.data} />
      {canChangeSettings && <TrainingSettingsForm overview={overview.data} />}
    </Stack>
  );
}
