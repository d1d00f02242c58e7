import { Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { quizTemplateCsv, texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { getErrorDetail } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';
import { notifySuccess } from '@/lib/notify';
import { type SheetQuestion, useReadQuizSheet } from '../api/courses';

type RowError = { row: number; detail: string };

/**
 * Fills the quiz form from a spreadsheet (docs/product.md, Quiz import) instead of typing each
 * field: the template to download, the file, and each row the server could not read. A sheet with
 * a refused row fills nothing, so the bank is never half the file.
 */
export function QuizSheetImport({ onQuestions }: { onQuestions: (questions: SheetQuestion[]) => void }) {
  const readSheet = useReadQuizSheet();
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const importTexts = texts.quizImport;

  const read = () => {
    if (!file) return;
    setRowErrors([]);
    readSheet.mutate(file, {
      onSuccess: ({ questions, errors }) => {
        if (errors.length > 0) {
          setRowErrors(errors);
          return;
        }
        onQuestions(questions);
        notifySuccess(importTexts.imported(questions.length));
      },
    });
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="quiz-sheet-title">
      <Stack gap="xs">
        <Title order={3} size="h4" id="quiz-sheet-title">
          {importTexts.title}
        </Title>
        <Text size="sm">{importTexts.intro}</Text>
        <Group>
          <Button
            variant="subtle"
            onClick={() => downloadCsv(importTexts.templateFileName, quizTemplateCsv())}
          >
            {importTexts.template}
          </Button>
        </Group>
        <FileInput
          label={importTexts.chooseFile}
          clearable
          accept=".csv,.xlsx,.ods,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setRowErrors([]);
            readSheet.reset();
          }}
        />
        {readSheet.isError && <ErrorAlert>{getErrorDetail(readSheet.error)}</ErrorAlert>}
        {rowErrors.length > 0 && (
          <ErrorAlert>
            <Text size="sm">{importTexts.rowsRefused}</Text>
            <List size="sm">
              {rowErrors.map((error) => (
                <List.Item key={error.row}>{importTexts.rowError(error.row, error.detail)}</List.Item>
              ))}
            </List>
          </ErrorAlert>
        )}
        <Group>
          <Button variant="light" onClick={read} disabled={!file} loading={readSheet.isPending}>
            {importTexts.read}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
