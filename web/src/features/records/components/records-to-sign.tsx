import { Paper, Stack, Text, Title } from '@mantine/core';
import { traineeCourseState } from '@ssm/shared';
import { SignRecordButton, TraineeStatusBadge } from '@/components/trainee-status';
import { useMyAttempts } from '@/lib/queries/my-trainee-records';
import { useScreenLanguage } from '@/lib/screen-language';
import classes from './records.module.css';

/**
 * Every record the trainee passed and has not signed yet, each with the way back to its consent
 * page: a phone that locked on the consent page must not leave a record unsignable. Nothing shows
 * while none waits.
 */
export function RecordsToSign() {
  const attempts = useMyAttempts();
  const screen = useScreenLanguage();
  const { dashboard, frame } = screen.texts;
  const toSign = attempts.data?.filter((attempt) => attempt.document_status === 'awaiting_trainee') ?? [];
  if (toSign.length === 0) return null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="records-to-sign-title" lang={screen.tag}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="records-to-sign-title">
          {dashboard.recordsToSignTitle}
        </Title>
        <ul className={classes.recordList}>
          {toSign.map((attempt) => (
            <li key={attempt.id} className={classes.recordRow}>
              <div>
                <Text fw={600}>{attempt.course_title}</Text>
                <Text size="sm">
                  {dashboard.recordToSignLine(
                    attempt.completed_at ? screen.formatDate(attempt.completed_at) : frame.dash,
                    String(Math.round(attempt.quiz_score)),
                  )}
                </Text>
              </div>
              <SignRecordButton recordId={attempt.id} label={`${dashboard.sign}: ${attempt.course_title}`} />
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}

/** On a course's page: the trainee's passed record of it that still waits for their signature. */
export function CourseRecordToSign({ courseId }: { courseId: string }) {
  const attempts = useMyAttempts();
  const screen = useScreenLanguage();
  const recordId = attempts.data ? traineeCourseState(courseId, attempts.data).recordToSign : null;
  if (!recordId) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <TraineeStatusBadge status="awaiting_signature" />
        <Text>{screen.texts.dashboard.recordToSign}</Text>
        <SignRecordButton recordId={recordId} />
      </Stack>
    </Paper>
  );
}
