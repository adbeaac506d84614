import { notifications } from '@mantine/notifications';

export type Severity = 'error' | 'info' | 'success' | 'warning';

const colors: Record<Severity, string> = { error: 'red', info: 'blue', success: 'green', warning: 'yellow' };

// Toasts go into Mantine's notifications store; the <Notifications> host (top-right, 5000 ms) is loaded lazily,
// and shows whatever the store holds once it mounts.
export function notify(severity: Severity, message: string, title?: string): void {
  notifications.show({ color: colors[severity], message, title, autoClose: 5000, withBorder: true });
}
