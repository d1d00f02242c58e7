import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TRAINING_STATUS_SEARCH_PARAM, texts } from '@ssm/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { useTrainingStatus } from '../api/training-status';
import {
  filterByCompanyName,
  type SortDirection,
  sortByDaysRemaining,
  sortByUrgency,
  toggleSort,
} from '../lib/company-search';
import classes from './training-status.module.css';
import { TrainingStatusCards } from './training-status-cards';
import { TrainingStatusTable } from './training-status-table';

const labels = texts.trainingStatus;
/** Below Mantine's `sm` breakpoint seven columns do not fit: each company becomes a card. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** Every client company's training status, searched by name, by urgency until sorted by days remaining. */
export function ClientTrainingList() {
  const [searchParams] = useSearchParams();
  // The weekly reminder links here with the company's name already searched for.
  const [query, setQuery] = useState(searchParams.get(TRAINING_STATUS_SEARCH_PARAM) ?? '');
  const [sort, setSort] = useState<SortDirection | null>(null);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const statuses = useTrainingStatus();
  const items = useMemo(() => {
    const found = filterByCompanyName(statuses.data ?? [], query);
    return sort ? sortByDaysRemaining(found, sort) : sortByUrgency(found);
  }, [statuses.data, query, sort]);
  const nextSort = toggleSort(sort);

  return (
    <>
      <TextInput
        className={classes.search}
        type="search"
        label={labels.search}
        placeholder={labels.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {statuses.isPending && <SectionLoader />}
      {statuses.isError && <ErrorAlert>{labels.loadFailure}</ErrorAlert>}
      {statuses.isSuccess && items.length === 0 && <Text c="dimmed">{labels.empty}</Text>}
      {items.length > 0 &&
        (isPhone ? (
          <>
            <Group>
              <Button variant="default" size="xs" onClick={() => setSort(nextSort)}>
                {nextSort === 'ascending' ? labels.sortAscending : labels.sortDescending}
              </Button>
            </Group>
            <TrainingStatusCards items={items} />
          </>
        ) : (
          <TrainingStatusTable items={items} sort={sort} onSortChange={setSort} />
        ))}
    </>
  );
}
