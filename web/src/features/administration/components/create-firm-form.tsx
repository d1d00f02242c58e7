import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { isValidCui, isValidTradeRegisterNumber, texts } from '@ssm/shared';
import classes from '@/components/layout.module.css';
import { getErrorDetail } from '@/lib/api-client';
import { showFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCreateFirm } from '../api/firms';

const emptyValues = { name: '', cui: '', reg_com: '', address: '' };

const filled = isNotEmpty(texts.firms.allRequired);

/** Filled in, then valid by `check`, else `message`. */
function filledAndValid(check: (value: string) => boolean, message: string) {
  return (value: string) => filled(value) ?? (check(value) ? null : message);
}

/** The super owner's form for a new SSM firm; CUI and trade-register number checked as the server does. */
export function CreateFirmForm() {
  const createFirm = useCreateFirm();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      name: filled,
      cui: filledAndValid(isValidCui, texts.firms.cuiInvalid),
      reg_com: filledAndValid((value) => isValidTradeRegisterNumber(value), texts.firms.regComInvalid),
      address: filled,
    },
  });

  const submitFirm = form.onSubmit((values) =>
    createFirm.mutate(values, {
      onSuccess: () => {
        form.setValues(emptyValues);
        notifySuccess(texts.firms.created);
      },
      onError: (error) => showFormFailure({ form, error, message: getErrorDetail(error) }),
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
