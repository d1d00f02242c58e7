import { Group, Stack, Text, Title } from '@mantine/core';
import { COURSE_CATEGORIES } from '@ssm/shared';
import { TrainingSheetLink } from '@/components/training-sheet-link';
import { useCurrentUser } from '@/lib/queries/current-user';
import { useScreenLanguage } from '@/lib/screen-language';

/** The worker's own fișe individuale, one per domain; owners and super owners have none. */
export function TrainingSheets() {
  const currentUser = useCurrentUser();
  const { texts } = useScreenLanguage();
  const user = currentUser.data;
  if (!user || (user.role !== 'employee' && user.role !== 'admin')) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="training-sheets-title">
      <Title order={2} size="h3" id="training-sheets-title">
        {texts.profile.sheetsTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.profile.sheetsExplanation}
      </Text>
      <Group>
        {COURSE_CATEGORIES.map((domain) => (
          <TrainingSheetLink
            key={domain}
            userId={user.id}
            domain={domain}
            label={texts.profile.sheetDownload(domain)}
            failure={texts.profile.sheetDownloadFailed}
          />
        ))}
      </Group>
    </Stack>
  );
}
