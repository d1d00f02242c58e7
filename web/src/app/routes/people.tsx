import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { DeleteUserPanel } from '@/features/administration/components/delete-user-panel';
import { PeopleActions } from '@/features/administration/components/people-actions';

/** /persoane: the ways to add and import people, and a person's removal or logout everywhere. */
export function Component() {
  return (
    <PageShell title={texts.navigation.people}>
      <PeopleActions />
      <DeleteUserPanel />
    </PageShell>
  );
}
