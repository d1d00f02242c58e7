import { texts } from '@ssm/shared';
import { PageShell } from '@/components/page-shell';
import { AdminPendingDocuments } from '@/features/records/components/admin-pending-documents';
import { OwnerPendingDocuments } from '@/features/records/components/owner-pending-documents';
import { RecordsToSign } from '@/features/records/components/records-to-sign';
import { readSession } from '@/lib/session';

/**
 * /documente-de-semnat: the records waiting for the signed-in counter-signer; an admin, a trainee
 * too, also sees their own passed records waiting for their signature.
 */
export function Component() {
  const isOwner = readSession()?.role === 'owner';
  return (
    <PageShell title={texts.navigation.documentsToSign}>
      {isOwner ? (
        <OwnerPendingDocuments />
      ) : (
        <>
          <RecordsToSign />
          <AdminPendingDocuments />
        </>
      )}
    </PageShell>
  );
}
