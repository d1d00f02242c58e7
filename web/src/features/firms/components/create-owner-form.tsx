import { Button, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { TEXT_LIMITS, texts } from '@ssm/shared';
import type { PasswordOwner } from '@ssm/shared/password-strength';
import { ErrorAlert } from '@/components/alerts';
import classes from '@/components/layout.module.css';
import { LimitedTextInput } from '@/components/limited-text';
import { NewPasswordInput } from '@/components/new-password-fields';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { checkNewPassword } from '@/lib/password-rules';
import { limitedText } from '@/lib/text-limits';
import { useCreateOwner, useFirms } from '../api/firms';

const emptyValues = { firm_id: '', username: '', password: '', email: '', first_name: '', last_name: '' };

/** The new owner as typed so far: the strength meter and the check before sending judge the password by them. */
function accountHolderOf(values: typeof emptyValues): PasswordOwner {
  return {
    username: values.username,
    firstName: values.first_name,
    lastName: values.last_name,
    email: values.email,
  };
}

/** The super owner's add-owner form: firm first ('Te rugăm să selectezi o firmă SSM.'). */
export function CreateOwnerForm() {
  const firms = useFirms();
  const createOwner = useCreateOwner();
  const failure = useFormFailure();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      firm_id: (value) => (value ? null : texts.owners.selectFirm),
      username: limitedText(TEXT_LIMITS.username, texts.firms.allRequired),
      password: (value, values) => checkNewPassword(value, accountHolderOf(values)),
      email: (value) =>
        limitedText(TEXT_LIMITS.email, texts.firms.allRequired)(value) ??
        isEmail(texts.api.invalidEmail)(value.trim()),
      first_name: limitedText(TEXT_LIMITS.personName, texts.firms.allRequired),
      last_name: limitedText(TEXT_LIMITS.personName, texts.firms.allRequired),
    },
    onValuesChange: failure.clear,
  });

  const submitOwner = form.onSubmit((values) =>
    createOwner.mutate(values, {
      onSuccess: () => {
        form.setValues({ ...emptyValues, firm_id: values.firm_id });
        notifySuccess(texts.owners.added);
      },
      onError: (error) => failure.show(form, error, texts.common.unknownError),
    }),
  );

  const values = form.getValues();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="add-owner-title">
      <form onSubmit={submitOwner} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="add-owner-title">
            {texts.owners.addTitle}
          </Title>
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
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
            <LimitedTextInput
              label={texts.people.username}
              autoComplete="off"
              withAsterisk
              limit={TEXT_LIMITS.username}
              {...form.getInputProps('username')}
            />
            {/* One cell of the grid: the meter stays under its password. */}
            <Stack gap="xs">
              <NewPasswordInput
                label={texts.people.password}
                rules={texts.passwordStrength.rulesForAccountHolder}
                owner={accountHolderOf(values)}
                {...form.getInputProps('password')}
              />
            </Stack>
            <LimitedTextInput
              type="email"
              label={texts.people.email}
              withAsterisk
              limit={TEXT_LIMITS.email}
              {...form.getInputProps('email')}
            />
            <LimitedTextInput
              label={texts.people.firstName}
              withAsterisk
              limit={TEXT_LIMITS.personName}
              {...form.getInputProps('first_name')}
            />
            <LimitedTextInput
              label={texts.people.lastName}
              withAsterisk
              limit={TEXT_LIMITS.personName}
              {...form.getInputProps('last_name')}
            />
          </div>
          <Button type="submit" loading={createOwner.isPending} className={classes.submit}>
            {texts.owners.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
