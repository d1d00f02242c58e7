import { Anchor, Paper, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { paths } from '@/config/paths';
import classes from './owner-shortcuts.module.css';

const labels = texts.ownerShortcuts;

const SHORTCUTS = [
  { href: paths.companies.getHref(), title: labels.companies, hint: labels.companiesHint },
  { href: paths.firmWorkers.getHref(), title: labels.firmWorkers, hint: labels.firmWorkersHint },
  { href: paths.people.getHref(), title: labels.people, hint: labels.peopleHint },
  { href: paths.courses.getHref(), title: labels.courses, hint: labels.coursesHint },
  { href: paths.documentsToSign.getHref(), title: labels.documentsToSign, hint: labels.documentsToSignHint },
  { href: paths.archives.getHref(), title: labels.archives, hint: labels.archivesHint },
];

/**
 * The owner dashboard's way on (docs/product.md, Owner dashboard): a link to each focused page
 * instead of the pages themselves, so the dashboard stays one screen or two at any firm's size.
 */
export function OwnerShortcuts() {
  return (
    <Paper component="nav" withBorder p="md" aria-labelledby="owner-shortcuts-title">
      <Title order={2} size="h3" id="owner-shortcuts-title" mb="sm">
        {labels.title}
      </Title>
      <ul className={classes.shortcuts}>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.href}>
            <Anchor component={Link} to={shortcut.href} fw={600} className={layout.cellLink}>
              {shortcut.title}
            </Anchor>
            <Text size="sm">{shortcut.hint}</Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
