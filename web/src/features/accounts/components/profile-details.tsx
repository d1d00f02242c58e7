import { Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { getErrorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useCurrentUser } from '@/lib/queries/current-user';
import classes from './profile.module.css';

export function ProfileDetails() {
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <SectionLoader />;
  if (currentUser.isError) {
    return <ErrorAlert>{getErrorDetail(currentUser.error)}</ErrorAlert>;
  }
  const user = currentUser.data;
  const fields = [
    { label: texts.profile.jobTitle, value: user.job_title || texts.common.notSpecifiedFeminine },
    { label: texts.profile.email, value: user.email || texts.common.notSpecified },
    { label: texts.profile.address, value: user.address || texts.common.notSpecified },
    {
      label: texts.profile.birthDate,
      value: user.birth_date ? formatDate(user.birth_date) : texts.common.notSpecifiedFeminine,
    },
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {`${user.first_name} ${user.last_name}`.trim() || user.username}
        </Title>
        <dl className={classes.fields}>
          {fields.map(({ label, value }) => (
            <div key={label} className={classes.field}>
              <Text component="dt" c="dimmed" size="sm">
                {label}
              </Text>
              <Text component="dd">{value}</Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}
