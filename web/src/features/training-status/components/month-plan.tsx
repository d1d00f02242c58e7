import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { texts, toBucharestDate } from '@ssm/shared';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { formatDate } from '@/lib/format-date';
import { type MonthPlanAnswer, useDownloadMonthPlan, useMonthPlan } from '../api/firm-workers';
import classes from './training-status.module.css';
import { WorkerStatusBadge } from './worker-status-badge';

const labels = texts.monthPlan;
const phaseLabels = texts.courseForm.subcategoryLabels;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type PlannedCompany = MonthPlanAnswer['companies'][number];

function CompanyPlan({ company, month }: { company: PlannedCompany; month: string }) {
  const download = useDownloadMonthPlan();
  const headingId = `plan-${company.id}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            {company.name}
          </Title>
          <Button
            variant="default"
            size="xs"
            loading={download.isPending}
            onClick={() => download.mutate({ month, company: company.id })}
            aria-label={`${labels.printPdf}: ${company.name}`}
          >
            {labels.printPdf}
          </Button>
        </Group>
        <Text size="sm">{labels.itemCount(company.items.length)}</Text>
        {download.isError && <ErrorAlert>{labels.printFailure}</ErrorAlert>}
        <ul className={classes.firmWorkers} aria-label={company.name}>
          {company.items.map((item) => (
            <li key={`${item.worker_id}-${item.domain}`} className={classes.firmWorker}>
              <Text fw={600}>
                {item.last_name} {item.first_name}
              </Text>
              <Group gap="xs">
                <WorkerStatusBadge status={item.status} />
                <Text size="sm">
                  {item.domain}
                  {item.phase ? `, ${phaseLabels[item.phase].toLowerCase()}` : ''}
                  {item.due_date ? `: ${formatDate(item.due_date)}` : ''}
                </Text>
              </Group>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}

/**
 * The month's plan (docs/training-status.md, "The month's plan"): per client, what falls due in
 * the chosen month, each client's plan printable as a PDF for the consultant's visit. The month
 * lives in the address, so a plan can be bookmarked and shared.
 */
export function MonthPlan() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('luna') ?? '';
  const month = MONTH.test(asked) ? asked : toBucharestDate(new Date()).slice(0, 7);
  const plan = useMonthPlan(month);

  return (
    <Stack gap="md">
      <Text size="sm">{labels.intro}</Text>
      <TextInput
        type="month"
        label={labels.month}
        value={month}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (MONTH.test(value)) setSearch(new URLSearchParams({ luna: value }), { replace: true });
        }}
        w={220}
      />
      <Text fw={600} role="status">
        {labels.monthLabel(month)}
      </Text>
      {plan.isError && <ErrorAlert>{labels.loadFailure}</ErrorAlert>}
      {!plan.data && !plan.isError && <SectionLoader />}
      {plan.data && plan.data.companies.length === 0 && <Text>{labels.empty}</Text>}
      {plan.data?.companies.map((company) => (
        <CompanyPlan key={company.id} company={company} month={month} />
      ))}
    </Stack>
  );
}
