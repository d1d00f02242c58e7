import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { AppHeader, SessionActions } from './app-header';
import classes from './page-shell.module.css';
import { useWorkspaceNav } from './workspace-nav';

type PageShellProps = {
  /**
   * The page's heading and tab title; absent only where the heading is data still on its way (a
   * course's title in the page painted from the HTML, app/prerender.tsx).
   */
  title?: string;
  children?: ReactNode;
  headerActions?: ReactNode;
  /** The BCP 47 tag of a page in another language than Romanian (a trainee's screens). */
  lang?: string | undefined;
};

/**
 * A signed-in page: the header, the role's navigation (docs/product.md, Workspace navigation), the
 * page heading (also the tab title) and the content.
 */
export function PageShell({ title, children, headerActions = <SessionActions />, lang }: PageShellProps) {
  usePageTitle(title);
  const { toggle, nav } = useWorkspaceNav();
  return (
    <>
      <AppHeader menu={toggle}>{headerActions}</AppHeader>
      <div className={nav ? classes.workspace : undefined}>
        {nav}
        <Container size="lg" component="main" py="lg" className={classes.main} lang={lang}>
          <Stack gap="lg">
            {title !== undefined && (
              <Title order={1} className={classes.title}>
                {title}
              </Title>
            )}
            {children}
          </Stack>
        </Container>
      </div>
    </>
  );
}
