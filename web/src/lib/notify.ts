import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green' });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red' });
}

export function notifyWarning(message: string): void {
  notifications.show({ message, color: 'yellow' });
}
