import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green' });
}
