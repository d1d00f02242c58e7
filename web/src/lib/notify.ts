type NotificationsModule = typeof import('@mantine/notifications');

/**
 * `@mantine/notifications`, its container with its transitions and scroll-bar handling and its
 * store (about 16 kB gzipped), is a chunk of its own: asked for once the app has rendered its first
 * page (`app/provider.tsx`) or something is notified, never with a page, whose first screen
 * notifies nothing. The store keeps what is shown before the container mounts.
 */
let loadingNotifications: Promise<NotificationsModule> | null = null;

export function loadNotifications(): Promise<NotificationsModule> {
  loadingNotifications ??= import('@mantine/notifications');
  return loadingNotifications;
}

function show(message: string, color: string): void {
  void loadNotifications().then(({ notifications }) => notifications.show({ message, color }));
}

export function notifySuccess(message: string): void {
  show(message, 'green');
}

export function notifyError(message: string): void {
  show(message, 'red');
}

export function notifyWarning(message: string): void {
  show(message, 'yellow');
}
