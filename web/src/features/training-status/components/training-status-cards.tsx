import { Paper, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { PeopleCounts } from '@/components/people-counts';
import type { TrainingStatusItem } from '../api/training-status';
import { CompanyLink, useOpenCompanyOnClick } from './company-link';
import { StatusBadge } from './status-badge';
import classes from './training-status.module.css';
import { daysInWords, orNotAvailable } from './training-status-table';

const labels = texts.trainingStatus;

/** The phone layout: one card per company, its status and days remaining first, the whole card leading to its page. */
export function TrainingStatusCards({ items }: { items: TrainingStatusItem[] }) {
  const openCompany = useOpenCompanyOnClick();
  return (
    <ul className={classes.cards}>
      {items.map((item) => (
        <Paper
          component="li"
          withBorder
          p="sm"
          key={item.id}
          aria-label={item.company_name}
          className={classes.companyCard}
          onClick={openCompany(item.id)}
        >
          <Stack gap={4} align="flex-start">
            <Text fw={600} className={classes.cardName}>
              <CompanyLink id={item.id} name={item.company_name} />
            </Text>
            <StatusBadge status={item.status} label={item.status_label} />
          </Stack>
          <dl className={classes.cardFields}>
            <div>
              <dt>{labels.daysRemaining}</dt>
              <dd>{daysInWords(item.days_remaining)}</dd>
            </div>
            <div>
              <dt>{labels.nextDue}</dt>
              <dd>{orNotAvailable(item.next_due_date)}</dd>
            </div>
            <div>
              <dt>{labels.lastAllocation}</dt>
              <dd>{orNotAvailable(item.last_allocation_date)}</dd>
            </div>
            <div>
              <dt>{labels.lastTraining}</dt>
              <dd>{orNotAvailable(item.last_training_date)}</dd>
            </div>
            <div>
              <dt>{labels.frequency}</dt>
              <dd>{labels.frequencyMonths(item.frequency)}</dd>
            </div>
            <div>
              <dt>{labels.people}</dt>
              <dd>
                <PeopleCounts workers={item.workers} />
              </dd>
            </div>
          </dl>
        </Paper>
      ))}
    </ul>
  );
}
