import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { texts } from '@ssm/shared';
import layout from '@/components/layout.module.css';
import type { PendingDocument, PendingFilter } from '../api/documents';

type Option = { value: string; label: string };

type PendingFilterBarProps = {
  filter: PendingFilter;
  onChange: (filter: PendingFilter) => void;
  /** The owner's client companies; none for an admin, whose list is their company's. */
  companies?: readonly Option[];
  courses: readonly Option[];
};

/** The filters of a counter-signer's pending list: company, course, the days the trainee signed between. */
export function PendingFilterBar({ filter, onChange, companies, courses }: PendingFilterBarProps) {
  return (
    <div className={layout.actions}>
      {companies && (
        <NativeSelect
          label={texts.documents.companyFilter}
          value={filter.companyId ?? ''}
          onChange={(event) => onChange({ ...filter, companyId: event.currentTarget.value || null })}
          data={[{ value: '', label: texts.documents.allCompanies }, ...companies]}
        />
      )}
      <NativeSelect
        label={texts.documents.courseFilter}
        value={filter.courseId ?? ''}
        onChange={(event) => onChange({ ...filter, courseId: event.currentTarget.value || null })}
        data={[{ value: '', label: texts.documents.allCourses }, ...courses]}
      />
      <TextInput
        type="date"
        label={texts.documents.signedFrom}
        value={filter.signedFrom ?? ''}
        onChange={(event) => onChange({ ...filter, signedFrom: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={texts.documents.signedTo}
        value={filter.signedTo ?? ''}
        onChange={(event) => onChange({ ...filter, signedTo: event.currentTarget.value || null })}
      />
    </div>
  );
}

/** The courses of the documents listed, each once, by title: an admin's course filter. */
export function coursesOf(documents: readonly PendingDocument[]): Option[] {
  const titles = new Map(documents.map(({ progress: { course } }) => [course.id, course.title]));
  return [...titles]
    .map(([value, label]) => ({ value, label }))
    .sort((first, second) => first.label.localeCompare(second.label, 'ro'));
}

type FilterTotalProps = {
  /** Every document of the filter, over all pages; undefined while it loads. */
  whole: readonly PendingDocument[] | undefined;
  selected: Set<string>;
  onSelect: (selected: Set<string>) => void;
};

/**
 * How many documents the filter holds, and the selection of all of them, not only the page
 * listed: "Selectează toate cele N documente din filtru".
 */
export function FilterTotal({ whole, selected, onSelect }: FilterTotalProps) {
  if (!whole) return null;
  const allSelected = whole.length > 0 && whole.every((document) => selected.has(document.id));
  return (
    <Stack gap={4}>
      <Text fw={600}>{texts.documents.pendingTotal(whole.length)}</Text>
      {whole.length > 0 && (
        <Group gap="xs">
          {selected.size > 0 && (
            <Text size="sm">{texts.documents.selectionOfFilter(selected.size, whole.length)}</Text>
          )}
          {!allSelected && (
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => onSelect(new Set(whole.map(({ id }) => id)))}
            >
              {texts.documents.selectFiltered(whole.length)}
            </Button>
          )}
          {selected.size > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => onSelect(new Set())}>
              {texts.documents.clearSelection}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
