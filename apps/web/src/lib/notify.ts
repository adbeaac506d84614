import { notifications } from '@mantine/notifications';
import { hostsStore } from './hosts-store';
import { i18n } from './i18n/i18n';

export type Severity = 'error' | 'info' | 'success' | 'warning';

const colors: Record<Severity, string> = { error: 'red', info: 'blue', success: 'green', warning: 'yellow' };

// Toasts go into Mantine's notifications store (small, in the entry). The <Notifications> host (top-right,
// 5000 ms) is code-split and mounted by the first toast (decision 020); it shows what the store already holds.
export function notify(severity: Severity, message: string, title?: string): void {
  notifications.show({
    color: colors[severity],
    message,
    title,
    autoClose: 5000,
    withBorder: true,
    // The close button is an icon only: without a name a screen reader announces just "button".
    closeButtonProps: { 'aria-label': i18n.t('common:notification_close') },
  });
  if (!hostsStore.get().notifications) hostsStore.set({ notifications: true });
}
