import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { AddUserForm } from '../components/add-user-form';

export function UserManagementPage() {
  return (
    <PageShell title={texts.userManagement.title}>
      <AddUserForm />
    </PageShell>
  );
}
