import { Stack } from '@mantine/core';
import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { CreateUserForm } from '@/features/people/components/create-user-form';
import { PeoplePanel } from '@/features/people/components/people-panel';

/** /user-management: the owner adds one person to a client company, or finds and edits one. */
export function Component() {
  return (
    <PageShell title={texts.userManagement.title}>
      <Stack gap="lg">
        <CreateUserForm />
        <PeoplePanel />
      </Stack>
    </PageShell>
  );
}
