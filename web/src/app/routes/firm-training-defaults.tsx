import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { FirmTrainingDefaults } from '@/features/training-status/components/firm-training-defaults';

/** /setari-instruire: the firm's re-enrolment settings, which every company without its own follows. */
export function Component() {
  return (
    <PageShell title={texts.firmTrainingDefaults.title}>
      <FirmTrainingDefaults />
    </PageShell>
  );
}
