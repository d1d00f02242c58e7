import { Alert, Button, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { COMPANY_ROLES, type CompanyRole, ROLE_LABELS, texts } from '@ssm/shared';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toFormErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { withPlaceholder } from '@/lib/select-options';
import { useCompanies } from '../api/companies';
import { useCreateUser } from '../api/users';
import classes from './administration.module.css';
import { TemporaryPasswordCard } from './temporary-password-card';

const emptyValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  birth_date: '',
  hire_date: '',
  address: '',
  job_title: '',
  role: 'employee' as CompanyRole,
  company: '',
};

const REQUIRED_FIELDS = ['username', 'first_name', 'last_name', 'email', 'company'] as const;

/**
 * The add-user form of /user-management (SPEC §2, §5). On success the temporary password is
 * shown once before the owner goes back to the dashboard.
 */
export function AddUserForm() {
  const navigate = useNavigate();
  const companies = useCompanies();
  const createUser = useCreateUser();
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const form = useForm({
    initialValues: emptyValues,
    validate: (values) => {
      const errors: Record<string, ReactNode> = {};
      for (const field of REQUIRED_FIELDS) {
        if (!values[field].trim()) errors[field] = texts.people.allRequired;
      }
      errors.email ??= values.email.trim() ? isEmail(texts.api.invalidEmail)(values.email.trim()) : null;
      return errors;
    },
  });
  const hasMissingFields = REQUIRED_FIELDS.some((field) => form.errors[field] === texts.people.allRequired);

  const submitUser = form.onSubmit((values) =>
    createUser.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(texts.people.added);
        form.setValues(emptyValues);
        setCreated({ username: user.username, password: user.temporary_password });
      },
      onError: (error) => {
        form.setErrors(toFormErrors(error));
        notifyError(texts.people.addFailure);
      },
    }),
  );

  if (created) {
    return (
      <TemporaryPasswordCard
        username={created.username}
        password={created.password}
        onContinue={() => navigate(paths.dashboardOwner.getHref())}
      />
    );
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={submitUser} noValidate>
        <Stack gap="sm">
          {hasMissingFields && (
            <Alert color="red" role="alert">
              {texts.people.allRequired}
            </Alert>
          )}
          {createUser.isError && (
            <Alert color="red" role="alert">
              {texts.people.addFailure}
            </Alert>
          )}
          <div className={classes.grid}>
            <TextInput
              label={texts.people.username}
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('username')}
            />
            <TextInput
              type="email"
              label={texts.people.email}
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput label={texts.people.firstName} withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label={texts.people.lastName} withAsterisk {...form.getInputProps('last_name')} />
            <TextInput type="date" label={texts.people.birthDate} {...form.getInputProps('birth_date')} />
            <TextInput type="date" label={texts.people.hireDate} {...form.getInputProps('hire_date')} />
            <TextInput label={texts.people.address} {...form.getInputProps('address')} />
            <TextInput label={texts.people.jobTitle} {...form.getInputProps('job_title')} />
            <NativeSelect
              label={texts.people.role}
              data={COMPANY_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              {...form.getInputProps('role')}
            />
            <NativeSelect
              label={texts.people.company}
              withAsterisk
              data={withPlaceholder(
                (companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
                {
                  isLoading: companies.isLoading,
                  prompt: texts.common.dash,
                  empty: texts.companies.noneAvailable,
                },
              )}
              {...form.getInputProps('company')}
            />
          </div>
          <Group>
            <Button type="submit" loading={createUser.isPending}>
              {texts.people.save}
            </Button>
            <Button component={Link} to={paths.dashboardOwner.getHref()} variant="default">
              {texts.common.backToDashboard}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
