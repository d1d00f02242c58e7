import { Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { getErrorDetail } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/queries/current-user';
import { useScreenLanguage } from '@/lib/screen-language';
import classes from './profile.module.css';

export function ProfileDetails() {
  const currentUser = useCurrentUser();
  const screen = useScreenLanguage();
  const { profile, frame } = screen.texts;
  if (currentUser.isPending) return <SectionLoader label={frame.loading} />;
  if (currentUser.isError) {
    return <ErrorAlert>{getErrorDetail(currentUser.error)}</ErrorAlert>;
  }
  const user = currentUser.data;
  const fields = [
    { label: profile.jobTitle, value: user.job_title || profile.notSpecifiedFeminine },
    { label: profile.email, value: user.email || profile.notSpecified },
    { label: profile.address, value: user.address || profile.notSpecified },
    {
      label: profile.birthDate,
      value: user.birth_date ? screen.formatDate(user.birth_date) : profile.notSpecifiedFeminine,
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
