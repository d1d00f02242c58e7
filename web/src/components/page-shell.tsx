import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { AppHeader, SessionActions } from './app-header';
import classes from './page-shell.module.css';
import { useWorkspaceNav } from './workspace-nav';

type PageShellProps = {
  title: string;
  children?: ReactNode;
  headerActions?: ReactNode;
};

/**
 * A signed-in page: the header, the role's navigation (docs/product.md, Workspace navigation), the
 * page heading (also the tab title) and the content.
 */
export function PageShell({ title, children, headerActions = <SessionActions /> }: PageShellProps) {
  usePageTitle(title);
  const { toggle, nav } = useWorkspaceNav();
  return (
    <>
      <AppHeader menu={toggle}>{headerActions}</AppHeader>
      <div className={nav ? classes.workspace : undefined}>
        {nav}
        <Container size="lg" component="main" py="lg" className={classes.main}>
          <Stack gap="lg">
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {children}
          </Stack>
        </Container>
      </div>
    </>
  );
}
