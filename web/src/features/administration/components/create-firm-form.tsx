import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isValidCui, isValidTradeRegisterNumber, texts } from '@ssm/shared';
import { getErrorDetail } from '@/lib/api-client';
import { toFormErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateFirm } from '../api/firms';
import classes from './administration.module.css';

const emptyValues = { name: '', cui: '', reg_com: '', address: '' };

function required(check?: (value: string) => boolean, message?: string) {
  return (value: string) => {
    if (!value.trim()) return texts.firms.allRequired;
    return check && !check(value) ? (message ?? null) : null;
  };
}

/** The super owner's form for a new SSM firm; CUI and trade-register number checked as the server does. */
export function CreateFirmForm() {
  const createFirm = useCreateFirm();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      name: required(),
      cui: required(isValidCui, texts.firms.cuiInvalid),
      reg_com: required((value) => isValidTradeRegisterNumber(value), texts.firms.regComInvalid),
      address: required(),
    },
  });

  const submitFirm = form.onSubmit((values) =>
    createFirm.mutate(values, {
      onSuccess: () => {
        form.setValues(emptyValues);
        notifySuccess(texts.firms.created);
      },
      onError: (error) => {
        form.setErrors(toFormErrors(error));
        notifyError(getErrorDetail(error));
      },
    }),
  );

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="create-firm-title">
      <form onSubmit={submitFirm} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="create-firm-title">
            {texts.firms.createTitle}
          </Title>
          <div className={classes.grid}>
            <TextInput label={texts.firms.name} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={texts.firms.cui} withAsterisk {...form.getInputProps('cui')} />
            <TextInput label={texts.firms.regCom} withAsterisk {...form.getInputProps('reg_com')} />
            <TextInput label={texts.firms.address} withAsterisk {...form.getInputProps('address')} />
          </div>
          <Button type="submit" loading={createFirm.isPending} className={classes.submit}>
            {texts.firms.createSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
