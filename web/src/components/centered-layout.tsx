import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { Logo } from './logo';

type CenteredLayoutProps = {
  title: string;
  children: ReactNode;
};

/** The public pages with one task (login, reset, errors): one card in the middle of the screen. */
export function CenteredLayout({ title, children }: CenteredLayoutProps) {
  usePageTitle(title);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="lg" w="100%" maw={420}>
        <Stack gap="md">
          <Logo />
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
