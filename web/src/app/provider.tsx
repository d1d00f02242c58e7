import { MantineProvider } from '@mantine/core';
import { NOTIFICATION_AUTO_CLOSE_MS, texts } from '@ssm/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { loadNotifications } from '@/lib/notify';
import { useHasPainted } from '@/lib/use-has-painted';
import { theme } from './theme';

type NotificationsModule = Awaited<ReturnType<typeof loadNotifications>>;

/**
 * The notifications' container (lib/notify.ts) is asked for once the app's first screen has been
 * painted and shown, not waited for by that paint, nor by the task that runs the app's code (asking
 * adds the chunk's preload links to the document). What is notified before it mounts waits in the store
 * and shows once it does.
 */
let loadedNotifications: NotificationsModule | null = null;

function NotificationsContainer() {
  const [module, setModule] = useState(loadedNotifications);
  const hasPainted = useHasPainted();
  useEffect(() => {
    if (module || !hasPainted) return;
    void loadNotifications().then((loaded) => {
      loadedNotifications = loaded;
      setModule(loaded);
    });
  }, [module, hasPainted]);
  return module && <module.Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="bottom-center" />;
}

/**
 * Modals' and notifications' close buttons get their Romanian name here rather than in
 * `theme.ts`, which the Vite config also loads in Node, where the shared package's sources do not
 * resolve.
 */
const appTheme = {
  ...theme,
  components: {
    ...theme.components,
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': texts.common.close } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': texts.common.close } } },
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
      <NotificationsContainer />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
