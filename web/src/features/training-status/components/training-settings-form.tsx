import { Button, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReenrolmentSource, SHORTER_INTERVAL_RANGE, texts } from '@ssm/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { paths } from '@/config/paths';
import { splitFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { type CompanyTrainingOverview, useUpdateTrainingSettings } from '../api/worker-trainings';
import { ReenrolmentFields, useReenrolmentDraft } from './reenrolment-fields';

const labels = texts.workerTraining;

const SHORTER_INTERVAL_OPTIONS = [
  { value: '', label: labels.shorterIntervalNone },
  ...Array.from({ length: SHORTER_INTERVAL_RANGE.max - SHORTER_INTERVAL_RANGE.min + 1 }, (_, index) => {
    const months = SHORTER_INTERVAL_RANGE.min + index;
    return { value: String(months), label: texts.trainingStatus.frequencyMonths(months) };
  }),
];

/** The number fields whose refusal the form shows under them, by the server's name. */
const numberFieldErrors = { warning_days: true, 'reenrolment.lead_days': true };

/**
 * The owner's settings of a company's workers' trainings: the "expiră curând" threshold, a shorter
 * interval, and whose re-enrolment settings (courses for new hires and periodic, re-enrolment's
 * switch and lead time) it uses: the firm's defaults, or its own, edited here. Going back to the
 * firm's defaults saves none of its own.
 */
export function TrainingSettingsForm({ overview }: { overview: CompanyTrainingOverview }) {
  const [warningDays, setWarningDays] = useState(String(overview.warning_days));
  const [shorterInterval, setShorterInterval] = useState(String(overview.shorter_interval_months ?? ''));
  const [source, setSource] = useState<ReenrolmentSource>(overview.reenrolment_source);
  const draft = useReenrolmentDraft(overview.reenrolment);
  const save = useUpdateTrainingSettings(overview.id);

  /** Own settings are sent; the firm's are named only when the company leaves its own for them. */
  const reenrolmentToSave = () => {
    if (source === 'company') return draft.toSettings();
    return overview.reenrolment_source === 'company' ? null : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reenrolment = reenrolmentToSave();
    save.mutate(
      {
        warning_days: Number(warningDays),
        shorter_interval_months: shorterInterval ? Number(shorterInterval) : null,
        ...(reenrolment === undefined ? {} : { reenrolment }),
      },
      { onSuccess: () => notifySuccess(labels.settingsSaved) },
    );
  };

  // A refusal is said once, under the number it concerns or else above the form, until an edit.
  const failure =
    save.error && splitFailure(save.error, (field) => field in numberFieldErrors, labels.settingsFailure);

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="training-settings-title">
      <form onSubmit={submit} onChange={() => save.reset()} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="training-settings-title">
            {labels.settingsTitle}
          </Title>
          {failure?.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <TextInput
            type="number"
            inputMode="numeric"
            label={labels.warningDays}
            value={warningDays}
            error={failure?.fieldErrors.warning_days}
            onChange={(event) => setWarningDays(event.currentTarget.value)}
          />
          <NativeSelect
            label={labels.shorterInterval}
            data={SHORTER_INTERVAL_OPTIONS}
            value={shorterInterval}
            onChange={(event) => setShorterInterval(event.currentTarget.value)}
          />
          <Radio.Group
            label={labels.reenrolmentSource}
            value={source}
            onChange={(value) => setSource(value as ReenrolmentSource)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="firm" label={labels.reenrolmentSourceFirm} />
              <Radio value="company" label={labels.reenrolmentSourceCompany} />
            </Stack>
          </Radio.Group>
          <Text size="sm">{source === 'firm' ? labels.followsFirmDefaults : labels.hasOwnSettings}</Text>
          <Group>
            <Button component={Link} to={paths.firmTrainingDefaults.getHref()} variant="light" size="xs">
              {labels.openFirmDefaults}
            </Button>
          </Group>
          {source === 'company' && (
            <ReenrolmentFields draft={draft} leadDaysError={failure?.fieldErrors['reenrolment.lead_days']} />
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {labels.saveSettings}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
