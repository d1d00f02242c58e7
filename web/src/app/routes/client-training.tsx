import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { ClientTrainingList } from '@/features/training-status/components/client-training-list';

/** /clienti-instruire: every client company's periodic-training status. */
export function Component() {
  return (
    <PageShell title={texts.trainingStatus.title}>
      <Group>
        <BackToDashboard />
      </Group>
      <ClientTrainingList />
    </PageShell>
  );
}
