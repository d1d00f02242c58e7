import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  NativeSelect,
  Pagination,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  addLeftOutCourses,
  IMPORT_COLUMN_IGNORED,
  IMPORT_FIELD_LABELS,
  type ImportColumnChoice,
  importCoursesLeftOutNotice,
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
import {
  type BatchedImport,
  type ImportInput,
  useDownloadAccessSheet,
  useImportUsersInBatches,
  usePreviewImport,
} from '../api/people';
import { joinCredentialFiles } from '../lib/import-batches';
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

/** A calendar date as words ("3 aprilie 1985"), so a day read as a month shows at a glance. */
function dateInWords(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${texts.importFile.monthNames[month - 1]} ${year}`;
}

function DatesRead({ row }: { row: ImportRow }) {
  const dates = [
    [texts.people.birthDate, row.birth_date],
    [texts.people.hireDate, row.hire_date],
  ].filter((date): date is [string, string] => date[1] !== null);
  return (
    <Stack gap={0}>
      {dates.map(([label, date]) => (
        <Text key={label} size="sm">
          {label}: {dateInWords(date)}
        </Text>
      ))}
    </Stack>
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
            <Table.Th className={phoneTable.secondary}>{texts.importFile.datesRead}</Table.Th>
            <Table.Th className={phoneTable.secondary}>{texts.userImport.errors}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-status={row.status}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td className={classes.wrap}>
                {row.username}
                <div className={phoneTable.phoneOnly}>
                  <DatesRead row={row} />
                  <RowErrors errors={row.errors} />
                </div>
              </Table.Td>
              <Table.Td className={`${classes.wrap} ${phoneTable.secondary}`}>
                {row.first_name} {row.last_name}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_BADGES[row.status].color}>{STATUS_BADGES[row.status].label}</Badge>
              </Table.Td>
              <Table.Td className={phoneTable.secondary}>
                <DatesRead row={row} />
              </Table.Td>
              <Table.Td className={phoneTable.secondary}>
                <RowErrors errors={row.errors} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Rows of a preview shown at once: a 3,000-row file stays a page the phone can scroll. */
const ROWS_PER_PAGE = 100;

const ROW_FILTERS = [
  { value: '', label: texts.userImport.allRows },
  { value: 'new', label: texts.userImport.statusNew },
  { value: 'existing', label: texts.userImport.statusExisting },
  { value: 'invalid', label: texts.userImport.statusInvalid },
];

/** The preview's rows a page at a time, all of them or those of one status. */
function PagedRows({ rows }: { rows: ImportRow[] }) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const shown = status ? rows.filter((row) => row.status === status) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const first = (Math.min(page, pages) - 1) * ROWS_PER_PAGE;
  const pageRows = shown.slice(first, first + ROWS_PER_PAGE);
  return (
    <Stack gap="xs">
      <NativeSelect
        label={texts.userImport.showRows}
        data={ROW_FILTERS}
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value);
          setPage(1);
        }}
      />
      {pageRows.length > 0 && (
        <Text size="sm">{texts.userImport.rowsShown(first + 1, first + pageRows.length, shown.length)}</Text>
      )}
      <RowsTable rows={pageRows} />
      {pages > 1 && <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />}
    </Stack>
  );
}

const COLUMN_OPTIONS = [
  { value: '', label: texts.importFile.chooseColumn },
  ...Object.entries(IMPORT_FIELD_LABELS).map(([value, label]) => ({ value, label })),
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

/** The answers of an import's batches as one result, as a single call would have answered. */
function joinAnswers(answers: BatchedImport['answers']) {
  const courses = addLeftOutCourses(answers.map((answer) => answer.new_hire_courses_left_out));
  return {
    created: answers.flatMap((answer) => answer.created),
    existing: answers.flatMap((answer) => answer.existing),
    recovered: answers.flatMap((answer) => answer.recovered),
    invalid: answers.flatMap((answer) => answer.invalid),
    credentialsCsv: joinCredentialFiles(answers.map((answer) => answer.credentials_csv)),
    invitations: answers.reduce((sum, answer) => sum + answer.invitations, 0),
    newHireCoursesNotice: importCoursesLeftOutNotice(courses),
  };
}

/** How many of the new rows the batches done so far covered. */
function rowsDone(state: BatchedImport, newRows: readonly number[]): number {
  const last = state.batches[state.answers.length - 1];
  return last ? newRows.filter((row) => row <= last.to).length : 0;
}

/** While the batches go, how far they got; when one fails, why and the way to go on. */
function ImportProgress({
  state,
  total,
  done,
  onResume,
}: {
  state: BatchedImport;
  total: number;
  done: number;
  onResume: () => void;
}) {
  if (state.phase === 'running') {
    return (
      <Stack gap="xs" role="status">
        <Text size="sm">{texts.userImport.progress(done, total)}</Text>
        <Progress value={total === 0 ? 0 : (100 * done) / total} aria-label={texts.userImport.import} />
      </Stack>
    );
  }
  if (state.phase !== 'stopped') return null;
  const failure = splitFailure(state.error, () => false, texts.common.unknownError);
  return (
    <Alert color="red" title={texts.userImport.stopped(done, total)}>
      <Stack gap="xs">
        {failure.message && <Text size="sm">{failure.message}</Text>}
        <Button className={classes.submit} onClick={onResume}>
          {texts.userImport.resume}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What the import did: its counts, the passwords once, the access sheet, the invitations. */
function ImportResult({ answers, companyId }: { answers: BatchedImport['answers']; companyId: string }) {
  const accessSheet = useDownloadAccessSheet();
  const result = joinAnswers(answers);
  const printAccessSheet = () =>
    accessSheet.mutate({
      company: companyId,
      people: result.created.map((person) => ({
        id: person.id,
        temporary_password: person.temporary_password,
      })),
    });
  return (
    <Paper withBorder p="md" component="section" aria-label={texts.userImport.import}>
      <Stack gap="sm">
        <Alert color="green" role="status" title={texts.userImport.imported(result.created.length)}>
          <Stack gap="xs">
            {result.created.length > 0 && (
              <Text size="sm">{texts.userImport.invitationsSent(result.invitations)}</Text>
            )}
            <Text size="sm">{texts.userImport.passwordsHint}</Text>
          </Stack>
        </Alert>
        <NewHireCoursesNotice notice={result.newHireCoursesNotice} companyId={companyId} />
        {result.created.length > 0 && (
          <Group>
            <Button onClick={printAccessSheet} loading={accessSheet.isPending}>
              {texts.userImport.downloadAccessSheet}
            </Button>
            <Button
              variant="default"
              onClick={() => downloadCsv(texts.userImport.passwordsFileName, result.credentialsCsv)}
            >
              {texts.userImport.downloadPasswords}
            </Button>
          </Group>
        )}
        {accessSheet.isError && <ErrorAlert>{texts.accessSheet.downloadFailure}</ErrorAlert>}
        {result.recovered.length > 0 && (
          <Text size="sm" className={classes.wrap}>
            {texts.userImport.recoveredUsernames} {result.recovered.join(', ')}
          </Text>
        )}
        {result.existing.length > 0 && (
          <Text size="sm" className={classes.wrap}>
            {texts.userImport.existingUsernames} {result.existing.join(', ')}
          </Text>
        )}
        {result.invalid.length > 0 && <RowsTable rows={result.invalid} />}
      </Stack>
    </Paper>
  );
}

/**
 * Bulk import of a company's people from a CSV, XLSX or ODS: a preview with each row's status,
 * errors and the dates read, then the import of the valid new rows in batches with their
 * progress, the one-time download of their passwords and the access sheet to print.
 */
export function UserImportPanel() {
  const preview = usePreviewImport();
  const importUsers = useImportUsersInBatches();
  const [companyId, setCompanyId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<ColumnChoices>({});
  const [imported, setImported] = useState<ImportInput | null>(null);

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
  const failure =
    preview.error &&
    splitFailure(
      preview.error,
      (field) => field === 'company' || field === 'file',
      texts.common.unknownError,
    );
  const newRows = (preview.data?.rows ?? []).filter((row) => row.status === 'new').map((row) => row.row);
  const { state } = importUsers;
  const started = state.phase !== 'idle';

  const runPreview = () => {
    if (!input) return;
    importUsers.reset();
    preview.mutate(input);
  };
  const runImport = () => {
    if (!input) return;
    setImported(input);
    void importUsers.start(input, newRows);
  };
  const resumeImport = () => {
    if (imported) void importUsers.resume(imported);
  };

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
            disabled={state.phase === 'running'}
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
            disabled={state.phase === 'running'}
            accept=".csv,.xlsx,.ods,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet"
            value={file}
            error={fileError ?? failure?.fieldErrors.file}
            onChange={(chosen) => {
              setFile(chosen);
              resetResults();
            }}
          />
          {failure?.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <Group>
            <Button
              onClick={runPreview}
              disabled={!input || fileError !== null || state.phase === 'running'}
              loading={preview.isPending}
            >
              {texts.userImport.preview}
            </Button>
            <Button
              color="green"
              onClick={runImport}
              disabled={!input || !previewIsCurrent || newRows.length === 0 || started}
              loading={state.phase === 'running'}
            >
              {texts.userImport.import}
            </Button>
          </Group>
          <ImportProgress
            state={state}
            total={newRows.length}
            done={rowsDone(state, newRows)}
            onResume={resumeImport}
          />
        </Stack>
      </Paper>

      {preview.data && !started && (
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
            {preview.data.header_row > 1 && (
              <Text size="sm">{texts.importFile.headerRowFound(preview.data.header_row)}</Text>
            )}
            <Text size="sm">{texts.importFile.datesReadHint}</Text>
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
            <PagedRows rows={preview.data.rows} />
          </Stack>
        </Paper>
      )}

      {(state.phase === 'done' || (state.phase === 'stopped' && state.answers.length > 0)) && (
        <ImportResult answers={state.answers} companyId={companyId} />
      )}
    </Stack>
  );
}
