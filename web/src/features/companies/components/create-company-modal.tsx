import { Button, Modal, NativeSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_TRAINING_FREQUENCY_MONTHS,
  isValidCompanyRegistrationNumber,
  MAX_TRAINING_FREQUENCY_MONTHS,
  TEXT_LIMITS,
  texts,
} from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import classes from '@/components/layout.module.css';
import { LimitedTextInput } from '@/components/limited-text';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { limitedText } from '@/lib/text-limits';
import { useCreateCompany } from '../api/companies';

export const FREQUENCY_OPTIONS = Array.from({ length: MAX_TRAINING_FREQUENCY_MONTHS }, (_, index) => ({
  value: String(index + 1),
  label: texts.companies.months(index + 1),
}));

const emptyValues = {
  name: '',
  registration_number: '',
  address: '',
  training_frequency_months: String(DEFAULT_TRAINING_FREQUENCY_MONTHS),
};

/**
 * The owner's Add Company modal (docs/product.md, Owner dashboard): name, registration number,
 * address, and the frequency. No scroll lock, as in ConfirmModal: it would inject a <style> tag
 * the strict CSP refuses.
 */
export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const createCompany = useCreateCompany();
  const failure = useFormFailure();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      name: limitedText(TEXT_LIMITS.name, texts.companies.allRequired),
      registration_number: (value) =>
        limitedText(TEXT_LIMITS.companyRegistrationNumber, texts.companies.allRequired)(value) ??
        (isValidCompanyRegistrationNumber(value) ? null : texts.companies.registrationInvalid),
      address: limitedText(TEXT_LIMITS.address, texts.companies.allRequired),
    },
    onValuesChange: failure.clear,
  });

  const close = () => {
    form.setValues(emptyValues);
    form.clearErrors();
    failure.clear();
    onClose();
  };

  const submitCompany = form.onSubmit((values) =>
    createCompany.mutate(
      { ...values, training_frequency_months: Number(values.training_frequency_months) },
      {
        onSuccess: () => {
          notifySuccess(texts.companies.added);
          close();
        },
        onError: (error) => failure.show(form, error, texts.companies.addFailure),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={texts.companies.add} centered lockScroll={false}>
      <form onSubmit={submitCompany} noValidate>
        <Stack gap="sm">
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <LimitedTextInput
            label={texts.companies.name}
            withAsterisk
            data-autofocus
            limit={TEXT_LIMITS.name}
            {...form.getInputProps('name')}
          />
          <LimitedTextInput
            label={texts.companies.registrationNumber}
            description={texts.companies.registrationHint}
            withAsterisk
            limit={TEXT_LIMITS.companyRegistrationNumber}
            {...form.getInputProps('registration_number')}
          />
          <LimitedTextInput
            label={texts.companies.address}
            withAsterisk
            limit={TEXT_LIMITS.address}
            {...form.getInputProps('address')}
          />
          <NativeSelect
            label={texts.companies.trainingFrequency}
            description={texts.companies.trainingFrequencyHint}
            data={FREQUENCY_OPTIONS}
            {...form.getInputProps('training_frequency_months')}
          />
          <Button type="submit" loading={createCompany.isPending} className={classes.submit}>
            {texts.companies.add}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
