import { Button, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import {
  COMPANY_ROLES,
  type CompanyRole,
  ROLE_LABELS,
  STAFF_CATEGORIES,
  type StaffCategory,
  texts,
} from '@ssm/shared';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { CompanySelect } from '@/components/choice-select';
import classes from '@/components/layout.module.css';
import { paths } from '@/config/paths';
import { showFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCreateUser } from '../api/users';
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
  birth_place: '',
  workplace: '',
  qualification: '',
  staff_category: '' as StaffCategory | '',
  role: 'employee' as CompanyRole,
  company: '',
};

const REQUIRED_FIELDS = ['username', 'first_name', 'last_name', 'email', 'company'] as const;

/**
 * The add-user form of /user-management (docs/product.md, Add user). On success the temporary
 * password is shown once before the owner goes back to the dashboard.
 */
export function CreateUserForm() {
  const navigate = useNavigate();
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
      onError: (error) => showFormFailure({ form, error, message: texts.people.addFailure }),
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
          {hasMissingFields && <ErrorAlert>{texts.people.allRequired}</ErrorAlert>}
          {createUser.isError && <ErrorAlert>{texts.people.addFailure}</ErrorAlert>}
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
            <TextInput label={texts.people.birthPlace} {...form.getInputProps('birth_place')} />
            <TextInput label={texts.people.workplace} {...form.getInputProps('workplace')} />
            <TextInput label={texts.people.qualification} {...form.getInputProps('qualification')} />
            <NativeSelect
              label={texts.workerTraining.staffCategory}
              data={[
                { value: '', label: texts.workerTraining.staffCategoryNone },
                ...STAFF_CATEGORIES.map((category) => ({
                  value: category,
                  label: texts.workerTraining.staffCategoryLabels[category],
                })),
              ]}
              {...form.getInputProps('staff_category')}
            />
            <NativeSelect
              label={texts.people.role}
              data={COMPANY_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              {...form.getInputProps('role')}
            />
            <CompanySelect label={texts.people.company} withAsterisk {...form.getInputProps('company')} />
          </div>
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
