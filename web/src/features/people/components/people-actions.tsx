import { Button, Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The ways to add people: one by one, or a company's people from a file. */
export function PeopleActions() {
  return (
    <Group>
      <Button component={Link} to={paths.userManagement.getHref()}>
        {texts.people.manageUsers}
      </Button>
      <Button component={Link} to={paths.userImport.getHref()} variant="light">
        {texts.people.importUsers}
      </Button>
    </Group>
  );
}
