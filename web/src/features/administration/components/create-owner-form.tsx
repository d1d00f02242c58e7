import { Button, NativeSelect, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { texts } from '@ssm/shared';
import classes from '@/components/layout.module.css';
import { getErrorDetail } from '@/lib/api-client';
import { showFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { checkNewPassword } from '@/lib/password-rules';
import { useCreateOwner, useFirms } from '../api/firms';

const emptyValues = { firm_id: '', username: '', password: '', email: '', first_name: '', last_name: '' };

const filled = isNotEmpty(texts.firms.allRequired);

/** The super owner's add-owner form: firm first ('Te rugăm să selectezi o firmă SSM.'). */
export function CreateOwnerForm() {
  const firms = useFirms();
  const createOwner = useCreateOwner();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      firm_id: (value) => (value ? null : texts.owners.selectFirm),
      username: filled,
      password: checkNewPassword,
      email: (value) => filled(value) ?? isEmail(texts.api.invalidEmail)(value.trim()),
      first_name: filled,
      last_name: filled,
    },
  });

  const submitOwner = form.onSubmit((values) =>
    createOwner.mutate(values, {
      onSuccess: () => {
        form.setValues({ ...emptyValues, firm_id: values.firm_id });
        notifySuccess(texts.owners.added);
      },
      onError: (error) => showFormFailure({ form, error, message: getErrorDetail(error) }),
    }),
  );

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="add-owner-title">
      <form onSubmit={submitOwner} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="add-owner-title">
            {texts.owners.addTitle}
          </Title>
          <NativeSelect
            label={texts.owners.firm}
            withAsterisk
            data={[
              { value: '', label: '—' },
              ...(firms.data ?? []).map((firm) => ({ value: firm.id, label: firm.name })),
            ]}
            {...form.getInputProps('firm_id')}
          />
          <div className={classes.grid}>
            <TextInput
              label={texts.people.username}
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label={texts.people.password}
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <TextInput
              type="email"
              label={texts.people.email}
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput label={texts.people.firstName} withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label={texts.people.lastName} withAsterisk {...form.getInputProps('last_name')} />
          </div>
          <Button type="submit" loading={createOwner.isPending} className={classes.submit}>
            {texts.owners.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
