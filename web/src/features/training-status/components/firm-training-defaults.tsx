import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import type { FormEvent } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { splitFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import {
  type FirmTrainingDefaults as Defaults,
  useFirmTrainingDefaults,
  useUpdateFirmTrainingDefaults,
} from '../api/firm-training-defaults';
import { ReenrolmentFields, useReenrolmentDraft } from './reenrolment-fields';

const labels = texts.firmTrainingDefaults;

/** The number field whose refusal the form shows under it, by the server's name. */
const LEAD_DAYS_FIELD = 'reenrolment.lead_days';

function DefaultsForm({ defaults }: { defaults: Defaults }) {
  const draft = useReenrolmentDraft(defaults.reenrolment);
  const save = useUpdateFirmTrainingDefaults();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ reenrolment: draft.toSettings() }, { onSuccess: () => notifySuccess(labels.saved) });
  };

  const failure =
    save.error && splitFailure(save.error, (field) => field === LEAD_DAYS_FIELD, labels.failure);

  return (
    <form onSubmit={submit} onChange={() => save.reset()} noValidate>
      <Stack gap="sm">
        {failure?.message && <ErrorAlert>{failure.message}</ErrorAlert>}
        <ReenrolmentFields draft={draft} leadDaysError={failure?.fieldErrors[LEAD_DAYS_FIELD]} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {labels.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The owner's firm-wide re-enrolment settings: the switch, the lead time and the courses for new
 * hires and for periodic training that every company without settings of its own follows.
 */
export function FirmTrainingDefaults() {
  const defaults = useFirmTrainingDefaults();
  if (defaults.isError) return <ErrorAlert>{texts.workerTraining.loadFailure}</ErrorAlert>;
  if (defaults.isPending) return <SectionLoader />;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text>{labels.intro}</Text>
        <Text size="sm" fw={500}>
          {labels.companiesWithOwnSettings(defaults.data.companies_with_own_settings)}
        </Text>
        <DefaultsForm defaults={defaults.data} />
      </Stack>
    </Paper>
  );
}
