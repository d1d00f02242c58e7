import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { SHORTER_INTERVAL_RANGE, texts } from '@ssm/shared';
import { type FormEvent, useState } from 'react';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type CompanyTrainingOverview, useUpdateTrainingSettings } from '../api/worker-trainings';

const labels = texts.workerTraining;

const SHORTER_INTERVAL_OPTIONS = [
  { value: '', label: labels.shorterIntervalNone },
  ...Array.from({ length: SHORTER_INTERVAL_RANGE.max - SHORTER_INTERVAL_RANGE.min + 1 }, (_, index) => {
    const months = SHORTER_INTERVAL_RANGE.min + index;
    return { value: String(months), label: texts.trainingStatus.frequencyMonths(months) };
  }),
];

/** The owner's settings of a company's workers' statuses: the "expiră curând" threshold and a shorter interval. */
export function TrainingSettingsForm({ overview }: { overview: CompanyTrainingOverview }) {
  const [warningDays, setWarningDays] = useState(String(overview.warning_days));
  const [shorterInterval, setShorterInterval] = useState(String(overview.shorter_interval_months ?? ''));
  const save = useUpdateTrainingSettings(overview.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        warning_days: Number(warningDays),
        shorter_interval_months: shorterInterval ? Number(shorterInterval) : null,
      },
      {
        onSuccess: () => notifySuccess(labels.settingsSaved),
        onError: (error) => notifyError(getErrorDetail(error, labels.settingsFailure)),
      },
    );
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="training-settings-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="training-settings-title">
            {labels.settingsTitle}
          </Title>
          <TextInput
            type="number"
            inputMode="numeric"
            label={labels.warningDays}
            value={warningDays}
            onChange={(event) => setWarningDays(event.currentTarget.value)}
          />
          <NativeSelect
            label={labels.shorterInterval}
            data={SHORTER_INTERVAL_OPTIONS}
            value={shorterInterval}
            onChange={(event) => setShorterInterval(event.currentTarget.value)}
          />
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
