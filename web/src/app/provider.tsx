import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS, texts } from '@ssm/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Modals' close buttons get their Romanian name here rather than in `theme.ts`, which the Vite
 * config also loads in Node, where the shared package's sources do not resolve.
 */
const appTheme = {
  ...theme,
  components: {
    ...theme.components,
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': texts.common.close } } },
  },
};

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals for jsdom. */
  env?: 'default' | 'test';
};

/**
 * Theme variables come from the static stylesheet built by `buildThemeCss`, and the global
 * classes are not used: both would otherwise be injected as `<style>` tags that a strict
 * Content-Security-Policy refuses.
 */
export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={appTheme} withCssVariables={false} withGlobalClasses={false} env={env}>
      <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="bottom-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
