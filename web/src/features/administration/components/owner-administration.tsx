import { Button, Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CompaniesSection } from './companies-section';
import { DeleteUserPanel } from './delete-user-panel';

/** The administration parts of the owner dashboard: people pages, companies, delete a user. */
export function OwnerAdministration() {
  return (
    <>
      <Group>
        <Button component={Link} to={paths.userManagement.getHref()}>
          {texts.people.manageUsers}
        </Button>
        <Button component={Link} to={paths.userImport.getHref()} variant="light">
          {texts.people.importUsers}
        </Button>
      </Group>
      <CompaniesSection />
      <DeleteUserPanel />
    </>
  );
}
