import { Button, Checkbox, Table, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '@/components/lazy-modal';
import phoneTable from '@/components/phone-table.module.css';
import { formatDate } from '@/lib/format-date';
import type { PendingDocument } from '../api/documents';
import classes from './records.module.css';

/* The preview, its modal and the printed record load when a preview first opens. */
const RecordPreview = lazy(async () => ({ default: (await import('./record-preview')).RecordPreview }));

type DocumentSelectionTableProps = {
  documents: PendingDocument[];
  selected: Set<string>;
  onChange: (selected: Set<string>) => void;
  showCompany?: boolean;
};

/**
 * A record whose study fell short of the standard minimum (docs/signatures.md, the study shortfall
 * flag). Text that wraps, not a badge: a badge keeps to one line and pushed the preview off a
 * phone's screen; red.9 holds 4.5:1 contrast at this size, orange.9 does not.
 */
function ShortStudyNote() {
  return (
    <Text size="xs" fw={700} c="red.9" title={texts.documents.shortStudyWarning}>
      {texts.documents.shortStudyNote}
    </Text>
  );
}

/**
 * The documents waiting for the caller, each with a checkbox, its date, score and a preview of
 * the record, and one checkbox to select the page. On a phone the row keeps the checkbox, the
 * person and the preview: the person's cell names them in full with the course, the company, the
 * score and the date under the name.
 */
export function DocumentSelectionTable({
  documents,
  selected,
  onChange,
  showCompany = false,
}: DocumentSelectionTableProps) {
  const [previewed, setPreviewed] = useState<PendingDocument | null>(null);
  const allSelected = documents.length > 0 && documents.every((document) => selected.has(document.id));
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <div className={classes.scroll}>
      <Table className={`${classes.table} ${phoneTable.fit}`} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label={texts.documents.selectAll}
                checked={allSelected}
                indeterminate={!allSelected && selected.size > 0}
                onChange={(event) =>
                  onChange(new Set(event.currentTarget.checked ? documents.map(({ id }) => id) : []))
                }
              />
            </Table.Th>
            <Table.Th>{texts.documents.columns.lastName}</Table.Th>
            <Table.Th className={phoneTable.secondary}>{texts.documents.columns.firstName}</Table.Th>
            <Table.Th className={phoneTable.secondary}>{texts.documents.columns.course}</Table.Th>
            <Table.Th className={phoneTable.secondary}>{texts.documents.columns.date}</Table.Th>
            <Table.Th className={phoneTable.secondary}>{texts.documents.columns.score}</Table.Th>
            {showCompany && (
              <Table.Th className={phoneTable.secondary}>{texts.documents.columns.company}</Table.Th>
            )}
            <Table.Th>{texts.documents.previewLink}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => {
            const { user, course } = document.progress;
            const name = `${user.last_name} ${user.first_name}`;
            return (
              <Table.Tr key={document.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={texts.documents.selectOne(name, course.title)}
                    checked={selected.has(document.id)}
                    onChange={(event) => toggle(document.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text span fw={500} size="sm">
                    <span>{user.last_name}</span>
                    <span className={classes.phoneInline}> {user.first_name}</span>
                  </Text>
                  <span className={phoneTable.phoneOnly}>{course.title}</span>
                  <span className={phoneTable.phoneOnly}>{document.company.name}</span>
                  <span className={phoneTable.phoneOnly}>
                    {texts.documents.phoneScoreLine(
                      Math.round(document.progress.quiz_score),
                      formatDate(document.progress.completed_at),
                    )}
                  </span>
                  {document.short_study && <ShortStudyNote />}
                </Table.Td>
                <Table.Td className={phoneTable.secondary}>{user.first_name}</Table.Td>
                <Table.Td className={phoneTable.secondary}>{course.title}</Table.Td>
                <Table.Td className={phoneTable.secondary}>
                  {formatDate(document.progress.completed_at)}
                </Table.Td>
                <Table.Td className={phoneTable.secondary}>
                  {Math.round(document.progress.quiz_score)}%
                </Table.Td>
                {showCompany && <Table.Td className={phoneTable.secondary}>{document.company.name}</Table.Td>}
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={texts.documents.preview(name, course.title)}
                    onClick={() => setPreviewed(document)}
                  >
                    {texts.documents.previewLink}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <MountWhenOpened opened={previewed !== null}>
        <RecordPreview document={previewed} onClose={() => setPreviewed(null)} />
      </MountWhenOpened>
    </div>
  );
}
