import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { AppHeader } from './app-header';

type CenteredLayoutProps = {
  title: string;
  children: ReactNode;
};

/**
 * The public pages with one task (login, reset, verification, errors): the same header as every
 * other page, then one card in the middle of the screen.
 */
export function CenteredLayout({ title, children }: CenteredLayoutProps) {
  usePageTitle(title);
  return (
    <>
      <AppHeader />
      <Center component="main" px="md" py="xl">
        <Paper withBorder shadow="sm" p="lg" w="100%" maw={420}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Center>
    </>
  );
}
