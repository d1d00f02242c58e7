import { Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isValidCui, isValidTradeRegisterNumber, TEXT_LIMITS, texts } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import classes from '@/components/layout.module.css';
import { LimitedTextInput } from '@/components/limited-text';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { limitedText } from '@/lib/text-limits';
import { useCreateFirm } from '../api/firms';

const emptyValues = { name: '', cui: '', reg_com: '', address: '' };

/** Filled in and within `limit`, then valid by `check`, else `message`. */
function filledAndValid(limit: number, check: (value: string) => boolean, message: string) {
  return (value: string) =>
    limitedText(limit, texts.firms.allRequired)(value) ?? (check(value) ? null : message);
}

/** The super owner's form for a new SSM firm; CUI and trade-register number checked as the server does. */
export function CreateFirmForm() {
  const createFirm = useCreateFirm();
  const failure = useFormFailure();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      name: limitedText(TEXT_LIMITS.name, texts.firms.allRequired),
      cui: filledAndValid(TEXT_LIMITS.firmCui, isValidCui, texts.firms.cuiInvalid),
      reg_com: filledAndValid(
        TEXT_LIMITS.firmTradeRegisterNumber,
        (value) => isValidTradeRegisterNumber(value),
        texts.firms.regComInvalid,
      ),
      address: limitedText(TEXT_LIMITS.address, texts.firms.allRequired),
    },
    onValuesChange: failure.clear,
  });

  const submitFirm = form.onSubmit((values) =>
    createFirm.mutate(values, {
      onSuccess: () => {
        form.setValues(emptyValues);
        notifySuccess(texts.firms.created);
      },
      onError: (error) => failure.show(form, error, texts.common.unknownError),
    }),
  );

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="create-firm-title">
      <form onSubmit={submitFirm} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="create-firm-title">
            {texts.firms.createTitle}
          </Title>
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <div className={classes.grid}>
            <LimitedTextInput
              label={texts.firms.name}
              withAsterisk
              limit={TEXT_LIMITS.name}
              {...form.getInputProps('name')}
            />
            <LimitedTextInput
              label={texts.firms.cui}
              withAsterisk
              limit={TEXT_LIMITS.firmCui}
              {...form.getInputProps('cui')}
            />
            <LimitedTextInput
              label={texts.firms.regCom}
              withAsterisk
              limit={TEXT_LIMITS.firmTradeRegisterNumber}
              {...form.getInputProps('reg_com')}
            />
            <LimitedTextInput
              label={texts.firms.address}
              withAsterisk
              limit={TEXT_LIMITS.address}
              {...form.getInputProps('address')}
            />
          </div>
          <Button type="submit" loading={createFirm.isPending} className={classes.submit}>
            {texts.firms.createSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
