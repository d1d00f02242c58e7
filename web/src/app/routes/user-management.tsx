import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { CreateUserForm } from '@/features/administration/components/create-user-form';

/** /user-management: the owner adds one person to a client company. */
export function Component() {
  return (
    <PageShell title={texts.userManagement.title}>
      <CreateUserForm />
    </PageShell>
  );
}
