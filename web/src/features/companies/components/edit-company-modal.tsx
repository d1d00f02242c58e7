import { Button, Checkbox, Modal, NativeSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isValidCompanyRegistrationNumber, TEXT_LIMITS, texts } from '@ssm/shared';
import { ErrorAlert } from '@/components/alerts';
import classes from '@/components/layout.module.css';
import { LimitedTextInput } from '@/components/limited-text';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { limitedText } from '@/lib/text-limits';
import { type RegisterCompany, useUpdateCompany } from '../api/companies';
import { FREQUENCY_OPTIONS } from './create-company-modal';

const labels = texts.companies;

function valuesOf(company: RegisterCompany) {
  return {
    name: company.name,
    registration_number: company.registration_number,
    address: company.address,
    phone: company.phone ?? '',
    email: company.email ?? '',
    representative: company.representative ?? '',
    training_frequency_months: String(company.training_frequency_months),
    simple_signature_allowed: String(company.simple_signature_allowed),
  };
}

/** A changed field as the server takes it: the frequency a number, the choice a boolean, blank text null. */
function sentValueOf(name: keyof ReturnType<typeof valuesOf>, value: string) {
  if (name === 'training_frequency_months') return Number(value);
  if (name === 'simple_signature_allowed') return value === 'true';
  return value.trim() || null;
}

/**
 * A company's details as its owner edits them (docs/product.md, Company register): only what
 * changed is sent, and the server audits it. Opened for one company, mounted anew for each.
 */
export function EditCompanyModal({ company, onClose }: { company: RegisterCompany; onClose: () => void }) {
  const update = useUpdateCompany();
  const failure = useFormFailure();
  const initial = valuesOf(company);
  const form = useForm({
    initialValues: initial,
    validate: {
      name: limitedText(TEXT_LIMITS.name, labels.allRequired),
      registration_number: (value) =>
        limitedText(TEXT_LIMITS.companyRegistrationNumber, labels.allRequired)(value) ??
        (isValidCompanyRegistrationNumber(value) ? null : labels.registrationInvalid),
      address: limitedText(TEXT_LIMITS.address, labels.allRequired),
    },
    onValuesChange: failure.clear,
  });

  const submit = form.onSubmit((values) => {
    const changed = Object.fromEntries(
      (Object.keys(values) as (keyof typeof values)[])
        .filter((name) => values[name].trim() !== initial[name])
        .map((name) => [name, sentValueOf(name, values[name])]),
    );
    if (Object.keys(changed).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: company.id, body: changed },
      {
        onSuccess: () => {
          notifySuccess(labels.updated);
          onClose();
        },
        onError: (error) => failure.show(form, error, labels.updateFailure),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={labels.editTitle(company.name)} centered lockScroll={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <LimitedTextInput
            label={labels.name}
            withAsterisk
            limit={TEXT_LIMITS.name}
            {...form.getInputProps('name')}
          />
          <LimitedTextInput
            label={labels.registrationNumber}
            description={labels.registrationHint}
            withAsterisk
            limit={TEXT_LIMITS.companyRegistrationNumber}
            {...form.getInputProps('registration_number')}
          />
          <LimitedTextInput
            label={labels.address}
            withAsterisk
            limit={TEXT_LIMITS.address}
            {...form.getInputProps('address')}
          />
          <LimitedTextInput
            label={labels.phone}
            type="tel"
            limit={TEXT_LIMITS.phone}
            {...form.getInputProps('phone')}
          />
          <LimitedTextInput
            label={labels.email}
            type="email"
            limit={TEXT_LIMITS.email}
            {...form.getInputProps('email')}
          />
          <LimitedTextInput
            label={labels.representative}
            limit={TEXT_LIMITS.name}
            {...form.getInputProps('representative')}
          />
          <NativeSelect
            label={labels.trainingFrequency}
            description={labels.trainingFrequencyHint}
            data={FREQUENCY_OPTIONS}
            {...form.getInputProps('training_frequency_months')}
          />
          <Checkbox
            label={labels.simpleSignatureLabel}
            description={labels.simpleSignatureDescription}
            checked={form.values.simple_signature_allowed === 'true'}
            onChange={(event) =>
              form.setFieldValue('simple_signature_allowed', String(event.currentTarget.checked))
            }
          />
          <Button type="submit" loading={update.isPending} className={classes.submit}>
            {labels.save}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
