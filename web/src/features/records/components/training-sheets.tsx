import { Group, Stack, Text, Title } from '@mantine/core';
import { COURSE_CATEGORIES, texts } from '@ssm/shared';
import { TrainingSheetLink } from '@/components/training-sheet-link';
import { useCurrentUser } from '@/lib/queries/current-user';

/** The worker's own fișe individuale, one per domain; owners and super owners have none. */
export function TrainingSheets() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  if (!user || (user.role !== 'employee' && user.role !== 'admin')) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="training-sheets-title">
      <Title order={2} size="h3" id="training-sheets-title">
        {texts.trainingSheet.title}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.trainingSheet.explanation}
      </Text>
      <Group>
        {COURSE_CATEGORIES.map((domain) => (
          <TrainingSheetLink key={domain} userId={user.id} domain={domain} />
        ))}
      </Group>
    </Stack>
  );
}
