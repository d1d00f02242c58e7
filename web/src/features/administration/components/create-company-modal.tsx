import { Button, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import {
  DEFAULT_TRAINING_FREQUENCY_MONTHS,
  isValidCompanyRegistrationNumber,
  MAX_TRAINING_FREQUENCY_MONTHS,
  texts,
} from '@ssm/shared';
import classes from '@/components/layout.module.css';
import { ApiError } from '@/lib/api-client';
import { showFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
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

const filled = isNotEmpty(texts.companies.allRequired);

/**
 * The owner's Add Company modal (docs/product.md, Owner dashboard): name, registration number,
 * address, and the frequency. No scroll lock, as in ConfirmModal: it would inject a <style> tag
 * the strict CSP refuses.
 */
export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const createCompany = useCreateCompany();
  const form = useForm({
    initialValues: emptyValues,
    validate: {
      name: filled,
      registration_number: (value) =>
        filled(value) ??
        (isValidCompanyRegistrationNumber(value) ? null : texts.companies.registrationInvalid),
      address: filled,
    },
  });

  const close = () => {
    form.setValues(emptyValues);
    form.clearErrors();
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
        onError: (error) =>
          showFormFailure({
            form,
            error,
            // A duplicate says why; anything else gets the product's generic text.
            message:
              error instanceof ApiError && error.status === 409 ? error.detail : texts.companies.addFailure,
          }),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={texts.companies.add} centered lockScroll={false}>
      <form onSubmit={submitCompany} noValidate>
        <Stack gap="sm">
          <TextInput
            label={texts.companies.name}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={texts.companies.registrationNumber}
            description={texts.companies.registrationHint}
            withAsterisk
            {...form.getInputProps('registration_number')}
          />
          <TextInput label={texts.companies.address} withAsterisk {...form.getInputProps('address')} />
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
