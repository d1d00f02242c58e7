import { Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { AdminPendingDocuments } from '@/features/records/components/admin-pending-documents';
import { ManagerPendingDocuments } from '@/features/records/components/manager-pending-documents';
import { readSession } from '@/lib/session';

/**
 * /semnaturi-conducator: the records waiting for the signed-in person as a workplace manager (an
 * employee or an admin) and, for an admin, those waiting for the admission to work
 * (docs/domain.md, signers per phase).
 */
export function Component() {
  const isAdmin = readSession()?.role === 'admin';
  return (
    <PageShell title={texts.navigation.workplaceSigning}>
      <Text>{texts.documents.workplaceSigningIntro}</Text>
      <ManagerPendingDocuments />
      {isAdmin && (
        <AdminPendingDocuments capacities={['admitter']} title={texts.documents.admitterPendingTitle} />
      )}
    </PageShell>
  );
}
