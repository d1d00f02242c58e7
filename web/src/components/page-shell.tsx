import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { AppHeader, SessionActions } from './app-header';
import classes from './page-shell.module.css';

type PageShellProps = {
  title: string;
  children?: ReactNode;
  headerActions?: ReactNode;
};

/** A signed-in page: the header, the page heading (also the tab title) and the content. */
export function PageShell({ title, children, headerActions = <SessionActions /> }: PageShellProps) {
  usePageTitle(title);
  return (
    <>
      <AppHeader>{headerActions}</AppHeader>
      <Container size="lg" component="main" py="lg">
        <Stack gap="lg">
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {children}
        </Stack>
      </Container>
    </>
  );
}
