import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';

export function SignPage() {
  return <PageShell title={texts.signing.title} />;
}
