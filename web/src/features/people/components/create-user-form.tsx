import { Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { paths } from '@/config/paths';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCreateUser } from '../api/people';
import { NewHireCoursesNotice } from './new-hire-courses-notice';
import { PersonFields, toPersonValues, validatePerson } from './person-fields';
import { TemporaryPasswordCard } from './temporary-password-card';

/**
 * The add-user form of /user-management (docs/product.md, Add user). On success the temporary
 * password is shown once before the owner goes back to the dashboard, under the notice of any
 * course the company names for new hires that the person could not be given.
 */
export function CreateUserForm() {
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const [created, setCreated] = useState<{
    username: string;
    password: string;
    companyId: string;
    coursesNotice: string | null;
  } | null>(null);
  const failure = useFormFailure();
  const form = useForm({
    initialValues: toPersonValues(),
    validate: validatePerson,
    onValuesChange: failure.clear,
  });

  const submitUser = form.onSubmit((values) =>
    createUser.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(texts.people.added);
        form.setValues(toPersonValues());
        setCreated({
          username: user.username,
          password: user.temporary_password,
          companyId: user.company,
          coursesNotice: user.new_hire_courses_notice,
        });
      },
      onError: (error) => failure.show(form, error, texts.people.addFailure),
    }),
  );

  if (created) {
    return (
      <Stack gap="md">
        <NewHireCoursesNotice notice={created.coursesNotice} companyId={created.companyId} />
        <TemporaryPasswordCard
          username={created.username}
          password={created.password}
          onContinue={() => navigate(paths.dashboardOwner.getHref())}
        />
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={submitUser} noValidate>
        <Stack gap="sm">
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <PersonFields form={form} canPlace />
          <Group>
            <Button type="submit" loading={createUser.isPending}>
              {texts.people.save}
            </Button>
            <BackToDashboard />
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
