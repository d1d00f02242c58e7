import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { DeleteUserPanel } from '@/features/people/components/delete-user-panel';
import { PeopleActions } from '@/features/people/components/people-actions';

/** /persoane: the ways to add and import people, and a person's removal or logout everywhere. */
export function Component() {
  return (
    <PageShell title={texts.navigation.people}>
      <PeopleActions />
      <DeleteUserPanel />
    </PageShell>
  );
}
