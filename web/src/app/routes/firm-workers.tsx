import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { FirmWorkersList } from '@/features/training-status/components/firm-workers-list';

/** /lucratori: every worker of every client company, most urgent first. */
export function Component() {
  return (
    <PageShell title={texts.firmWorkers.title}>
      <FirmWorkersList />
    </PageShell>
  );
}
