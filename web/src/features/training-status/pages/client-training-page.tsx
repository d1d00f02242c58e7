import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';

export function ClientTrainingPage() {
  return <PageShell title={texts.trainingStatus.title} />;
}
