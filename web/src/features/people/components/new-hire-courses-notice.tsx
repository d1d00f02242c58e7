import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The server's notice that new people were created without some of the courses their company
 * names for new hires (docs/training-status.md, "New hires"), with the way to the company's
 * settings where the owner corrects them.
 */
export function NewHireCoursesNotice({ notice, companyId }: { notice: string | null; companyId: string }) {
  if (!notice) return null;
  return (
    <Alert color="yellow" role="status" title={texts.workerTraining.newHireCoursesLeftOutTitle}>
      <Stack gap="xs">
        <Text size="sm">{notice}</Text>
        <Anchor component={Link} to={paths.companyTrainings.getHref(companyId)} size="sm">
          {texts.workerTraining.openCompanySettings}
        </Anchor>
      </Stack>
    </Alert>
  );
}
