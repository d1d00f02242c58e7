import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { CompanyWorkers } from '@/features/training-status/components/company-workers';
import { readSession } from '@/lib/session';

/** /companii/:companyId: a company's people and their trainings, for its firm's owner and its admin. */
export function Component() {
  const { companyId = '' } = useParams();
  return (
    <PageShell title={texts.workerTraining.pageTitle}>
      <Group>
        <BackToDashboard />
      </Group>
      <CompanyWorkers companyId={companyId} canChangeSettings={readSession()?.role === 'owner'} />
    </PageShell>
  );
}
