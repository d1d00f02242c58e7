import { Checkbox, Table } from '@mantine/core';
import { texts } from '@ssm/shared';
import type { PendingDocument } from '../api/documents';
import classes from './signing.module.css';

type DocumentSelectionTableProps = {
  documents: PendingDocument[];
  selected: Set<string>;
  onChange: (selected: Set<string>) => void;
  showCompany?: boolean;
};

/** The documents waiting for the caller, each with a checkbox, and one to select them all. */
export function DocumentSelectionTable({
  documents,
  selected,
  onChange,
  showCompany = false,
}: DocumentSelectionTableProps) {
  const allSelected = documents.length > 0 && documents.every((document) => selected.has(document.id));
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <div className={classes.scroll}>
      <Table className={classes.table} striped>
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
            <Table.Th>{texts.documents.columns.firstName}</Table.Th>
            <Table.Th>{texts.documents.columns.course}</Table.Th>
            {showCompany && <Table.Th>{texts.documents.columns.company}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => {
            const { user, course } = document.progress;
            return (
              <Table.Tr key={document.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={texts.documents.selectOne(
                      `${user.last_name} ${user.first_name}`,
                      course.title,
                    )}
                    checked={selected.has(document.id)}
                    onChange={(event) => toggle(document.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{user.last_name}</Table.Td>
                <Table.Td>{user.first_name}</Table.Td>
                <Table.Td>{course.title}</Table.Td>
                {showCompany && <Table.Td>{document.company.name}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
