import { texts } from '@ssm/shared';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { UserImportPanel } from '@/features/people/components/user-import-panel';

/**
 * /user-management/import: a company's people from a file (beyond the product's first screens:
 * firms onboard companies of hundreds of people).
 */
export function Component() {
  return (
    <PageShell title={texts.userImport.title} headerActions={<BackToDashboard />}>
      <UserImportPanel />
    </PageShell>
  );
}
