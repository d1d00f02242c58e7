import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { UserImportPanel } from '../components/user-import-panel';

export function UserImportPage() {
  return (
    <PageShell
      title={texts.userImport.title}
      headerActions={
        <Button component={Link} to={paths.dashboardOwner.getHref()} variant="default" size="sm">
          {texts.common.backToDashboard}
        </Button>
      }
    >
      <UserImportPanel />
    </PageShell>
  );
}
