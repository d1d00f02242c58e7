import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  COMPANY_USER_FIELD_LABELS,
  IMPORT_COLUMN_IGNORED,
  type ImportColumnChoice,
  type importRowSchema,
  importTemplateCsv,
  type importUnknownColumnSchema,
  MAX_IMPORT_FILE_BYTES,
  texts,
  type z,
} from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { CompanySelect } from '@/components/choice-select';
import classes from '@/components/layout.module.css';
import phoneTable from '@/components/phone-table.module.css';
import { downloadCsv } from '@/lib/download';
import { splitFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useImportUsers, usePreviewImport } from '../api/people';
import { NewHireCoursesNotice } from './new-hire-courses-notice';

type ImportRow = z.infer<typeof importRowSchema>;
type UnknownColumn = z.infer<typeof importUnknownColumnSchema>;
type ColumnChoices = Record<string, ImportColumnChoice>;

const STATUS_BADGES: Record<ImportRow['status'], { label: string; color: string }> = {
  new: { label: texts.userImport.statusNew, color: 'green' },
  existing: { label: texts.userImport.statusExisting, color: 'gray' },
  invalid: { label: texts.userImport.statusInvalid, color: 'red' },
};

function RowErrors({ errors }: { errors: ImportRow['errors'] }) {
  const messages = Object.values(errors).flat();
  if (messages.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {messages.map((message) => (
        <List.Item key={message}>{message}</List.Item>
      ))}
    </List>
  );
}

function RowsTable({ rows }: { rows: ImportRow[] }) {
  return (
    <Table.ScrollContainer minWidth={560} className={phoneTable.fit}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.userImport.row}</Table.Th>
            <Table.Th>{texts.people.username}</Table.Th>
            <Table.Th className={phoneTable.secondary}>{texts.profile.fullName}</Table.Th>
            <Table.Th>{texts.userImport.status}</Table.Th>
            <Table.Th>{texts.userImport.errors}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-status={row.status}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td className={classes.wrap}>{row.username}</Table.Td>
              <Table.Td className={`${classes.wrap} ${phoneTable.secondary}`}>
                {row.first_name} {row.last_name}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_BADGES[row.status].color}>{STATUS_BADGES[row.status].label}</Badge>
              </Table.Td>
              <Table.Td>
                <RowErrors errors={row.errors} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const COLUMN_OPTIONS = [
  { value: '', label: texts.importFile.chooseColumn },
  ...Object.entries(COMPANY_USER_FIELD_LABELS).map(([value, label]) => ({ value, label })),
  { value: IMPORT_COLUMN_IGNORED, label: texts.importFile.ignoreColumn },
];

function isSameChoice(first: ColumnChoices, second: ColumnChoices): boolean {
  const headers = Object.keys(first);
  return (
    headers.length === Object.keys(second).length &&
    headers.every((header) => first[header] === second[header])
  );
}

/**
 * The columns the import did not recognise, each with a choice of the field it holds or "ignore":
 * the import takes the file only once every one is chosen, so no column is lost unseen.
 */
function UnknownColumns({
  columns,
  choices,
  onChoose,
}: {
  columns: UnknownColumn[];
  choices: ColumnChoices;
  onChoose: (header: string, choice: ImportColumnChoice | '') => void;
}) {
  return (
    <Alert color="yellow" title={texts.importFile.unknownColumnsTitle}>
      <Stack gap="xs">
        <Text size="sm">{texts.importFile.unknownColumnsHint}</Text>
        {columns.map((column) => (
          <NativeSelect
            key={column.column}
            label={texts.importFile.columnChoice(
              column.header || texts.importFile.columnNumber(String(column.column)),
            )}
            data={COLUMN_OPTIONS}
            value={choices[column.header] ?? ''}
            onChange={(event) =>
              onChoose(column.header, event.currentTarget.value as ImportColumnChoice | '')
            }
          />
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * Bulk import of a company's people from a CSV or XLSX: a preview with each row's status and
 * errors, then the import of the valid new rows and the one-time download of their passwords.
 */
export function UserImportPanel() {
  const preview = usePreviewImport();
  const importUsers = useImportUsers();
  const [companyId, setCompanyId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<ColumnChoices>({});

  const resetResults = () => {
    preview.reset();
    importUsers.reset();
    setColumns({});
  };
  const chooseColumn = (header: string, choice: ImportColumnChoice | '') => {
    importUsers.reset();
    setColumns(({ [header]: _previous, ...others }) => (choice ? { ...others, [header]: choice } : others));
  };
  const input = companyId && file ? { companyId, file, columns } : null;
  // The import takes what the last preview showed: every unknown column chosen, no choice changed since.
  const previewIsCurrent =
    preview.data?.unknown_columns.every((column) => column.choice !== null) &&
    isSameChoice(preview.variables?.columns ?? {}, columns);
  const fileError = file && file.size > MAX_IMPORT_FILE_BYTES ? texts.api.bodyTooLarge : null;
  // Said once, under the company or the file when the server names them; gone with a new choice.
  const failedCall = preview.error ?? importUsers.error;
  const failure =
    failedCall &&
    splitFailure(failedCall, (field) => field === 'company' || field === 'file', texts.common.unknownError);

  const runPreview = () => {
    if (!input) return;
    importUsers.reset();
    preview.mutate(input);
  };
  const runImport = () => {
    if (!input) return;
    importUsers.mutate(input, {
      onSuccess: (result) => notifySuccess(texts.userImport.imported(result.created.length)),
    });
  };
  const result = importUsers.data;

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text size="sm">{texts.userImport.intro}</Text>
          <Button
            variant="subtle"
            className={classes.submit}
            onClick={() => downloadCsv('model-import-angajati.csv', importTemplateCsv())}
          >
            {texts.userImport.downloadTemplate}
          </Button>
          <CompanySelect
            label={texts.people.company}
            withAsterisk
            value={companyId}
            error={failure?.fieldErrors.company}
            onChange={(event) => {
              setCompanyId(event.currentTarget.value);
              resetResults();
            }}
          />
          <FileInput
            label={texts.userImport.file}
            withAsterisk
            clearable
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            error={fileError ?? failure?.fieldErrors.file}
            onChange={(chosen) => {
              setFile(chosen);
              resetResults();
            }}
          />
          {failure?.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <Group>
            <Button onClick={runPreview} disabled={!input || fileError !== null} loading={preview.isPending}>
              {texts.userImport.preview}
            </Button>
            <Button
              color="green"
              onClick={runImport}
              disabled={
                !input || !previewIsCurrent || preview.data?.summary.new === 0 || result !== undefined
              }
              loading={importUsers.isPending}
            >
              {texts.userImport.import}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {preview.data && !result && (
        <Paper withBorder p="md" component="section" aria-label={texts.userImport.preview}>
          <Stack gap="sm">
            <Text fw={600} role="status">
              {texts.userImport.summary(
                preview.data.summary.new,
                preview.data.summary.existing,
                preview.data.summary.invalid,
              )}
            </Text>
            <Text size="sm">
              {texts.importFile.encodingRead(texts.importFile.encodings[preview.data.encoding])}
            </Text>
            {preview.data.unknown_columns.length > 0 && (
              <UnknownColumns
                columns={preview.data.unknown_columns}
                choices={columns}
                onChoose={chooseColumn}
              />
            )}
            {preview.data.summary.new === 0 && (
              <Alert color="yellow">{texts.userImport.nothingToImport}</Alert>
            )}
            <RowsTable rows={preview.data.rows} />
          </Stack>
        </Paper>
      )}

      {result && (
        <Paper withBorder p="md" component="section" aria-label={texts.userImport.import}>
          <Stack gap="sm">
            <Alert color="green" role="status" title={texts.userImport.imported(result.created.length)}>
              {texts.userImport.passwordsHint}
            </Alert>
            <NewHireCoursesNotice notice={result.new_hire_courses_notice} companyId={companyId} />
            {result.created.length > 0 && (
              <Button
                className={classes.submit}
                onClick={() => downloadCsv(texts.userImport.passwordsFileName, result.credentials_csv)}
              >
                {texts.userImport.downloadPasswords}
              </Button>
            )}
            {result.existing.length > 0 && (
              <Text size="sm" className={classes.wrap}>
                {texts.userImport.existingUsernames} {result.existing.join(', ')}
              </Text>
            )}
            {result.invalid.length > 0 && <RowsTable rows={result.invalid} />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
