import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';

export function UserManagementPage() {
  return <PageShell title={texts.userManagement.title} />;
}
