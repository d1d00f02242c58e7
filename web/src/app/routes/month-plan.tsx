import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { MonthPlan } from '@/features/training-status/components/month-plan';

/** /lucratori/plan: what falls due per client in a month, printable per client. */
export function Component() {
  return (
    <PageShell title={texts.monthPlan.title}>
      <MonthPlan />
    </PageShell>
  );
}
