import { Alert, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import layout from '@/components/layout.module.css';
import type { QuizQuestion } from '@/lib/queries/courses';
import classes from './learning.module.css';

/**
 * The owner's view of the quiz: owners take no quizzes (the API refuses them), so they see the
 * questions with the correct answers marked, as only they receive them.
 */
export function QuizPreview({ questions }: { questions: QuizQuestion[] }) {
  return (
    <Stack gap="md">
      <Alert color="blue">{texts.quizTaking.ownerPreview}</Alert>
      <ol className={classes.questions}>
        {questions.map((question, index) => (
          <Paper component="li" key={question.id} withBorder p="md">
            <Text fw={600} className={classes.questionLabel}>{`${index + 1}. ${question.text}`}</Text>
            <List mt="xs" spacing={4}>
              {question.answers.map((answer) => (
                <List.Item key={answer.id}>
                  <Group gap="xs" wrap="nowrap">
                    <Text className={layout.wrap}>{answer.text}</Text>
                    {answer.is_correct && (
                      <Badge color="green" variant="light">
                        {texts.quizTaking.correct}
                      </Badge>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </ol>
    </Stack>
  );
}
