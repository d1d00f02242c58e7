import { Paper, Stack, Text, Title } from '@mantine/core';
import { texts, traineeCourseState } from '@ssm/shared';
import { SignRecordButton, TraineeStatusBadge } from '@/components/trainee-status';
import { formatDate } from '@/lib/format-date';
import { useMyAttempts } from '@/lib/queries/my-trainee-records';
import classes from './records.module.css';

/**
 * Every record the trainee passed and has not signed yet, each with the way back to its consent
 * page: a phone that locked on the consent page must not leave a record unsignable. Nothing shows
 * while none waits.
 */
export function RecordsToSign() {
  const attempts = useMyAttempts();
  const toSign = attempts.data?.filter((attempt) => attempt.document_status === 'awaiting_trainee') ?? [];
  if (toSign.length === 0) return null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="records-to-sign-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="records-to-sign-title">
          {texts.courses.recordsToSignTitle}
        </Title>
        <ul className={classes.recordList}>
          {toSign.map((attempt) => (
            <li key={attempt.id} className={classes.recordRow}>
              <div>
                <Text fw={600}>{attempt.course_title}</Text>
                <Text size="sm">
                  {texts.courses.recordToSignLine(
                    attempt.completed_at ? formatDate(attempt.completed_at) : texts.common.dash,
                    String(Math.round(attempt.quiz_score)),
                  )}
                </Text>
              </div>
              <SignRecordButton
                recordId={attempt.id}
                label={`${texts.courses.sign}: ${attempt.course_title}`}
              />
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
  const recordId = attempts.data ? traineeCourseState(courseId, attempts.data).recordToSign : null;
  if (!recordId) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <TraineeStatusBadge status="awaiting_signature" />
        <Text>{texts.courses.recordToSign}</Text>
        <SignRecordButton recordId={recordId} />
      </Stack>
    </Paper>
  );
}
