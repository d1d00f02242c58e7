import { Table, UnstyledButton } from '@mantine/core';
import { texts } from '@ssm/shared';
import { PeopleCounts } from '@/components/people-counts';
import { formatDate } from '@/lib/format-date';
import type { TrainingStatusItem } from '../api/training-status';
import { type SortDirection, toggleSort } from '../lib/company-search';
import { CompanyLink, useOpenCompanyOnClick } from './company-link';
import { StatusBadge } from './status-badge';
import classes from './training-status.module.css';

const labels = texts.trainingStatus;

/** A calendar date as DD.MM.YYYY, or N/A. */
export function orNotAvailable(value: string | null): string {
  return value ? formatDate(value) : labels.notAvailable;
}

/** Days to the due date in words ("depășit cu 20 de zile", "astăzi", "în 5 zile"), or N/A. */
export function daysInWords(days: number | null): string {
  return days === null ? labels.notAvailable : labels.daysInWords(days);
}

type TrainingStatusTableProps = {
  items: TrainingStatusItem[];
  /** Null: by urgency, the page's default order. */
  sort: SortDirection | null;
  onSortChange: (direction: SortDirection) => void;
};

/** One row per company, the whole row leading to its page; on a phone the table scrolls inside its frame, never the page. */
export function TrainingStatusTable({ items, sort, onSortChange }: TrainingStatusTableProps) {
  const nextSort = toggleSort(sort);
  const openCompany = useOpenCompanyOnClick();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{labels.company}</Table.Th>
            <Table.Th>{labels.lastAllocation}</Table.Th>
            <Table.Th>{labels.lastTraining}</Table.Th>
            <Table.Th>{labels.nextDue}</Table.Th>
            <Table.Th>{labels.frequency}</Table.Th>
            <Table.Th>{labels.status}</Table.Th>
            <Table.Th aria-sort={sort ?? 'none'}>
              <UnstyledButton
                className={classes.sortButton}
                title={nextSort === 'ascending' ? labels.sortAscending : labels.sortDescending}
                onClick={() => onSortChange(nextSort)}
              >
                {labels.daysRemaining}
                <span aria-hidden="true">
                  {sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ' ↕'}
                </span>
              </UnstyledButton>
            </Table.Th>
            <Table.Th>{labels.people}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} className={classes.companyRow} onClick={openCompany(item.id)}>
              <Table.Td className={classes.name}>
                <CompanyLink id={item.id} name={item.company_name} />
              </Table.Td>
              <Table.Td>{orNotAvailable(item.last_allocation_date)}</Table.Td>
              <Table.Td>{orNotAvailable(item.last_training_date)}</Table.Td>
              <Table.Td>{orNotAvailable(item.next_due_date)}</Table.Td>
              <Table.Td>{labels.frequencyMonths(item.frequency)}</Table.Td>
              <Table.Td className={classes.noWrap}>
                <StatusBadge status={item.status} label={item.status_label} />
              </Table.Td>
              <Table.Td className={classes.noWrap}>{daysInWords(item.days_remaining)}</Table.Td>
              <Table.Td>
                <PeopleCounts workers={item.workers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
