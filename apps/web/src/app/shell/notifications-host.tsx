import { Notifications } from '@mantine/notifications';

/** Toasts: top-right, 5000 ms (SPEC §9). Code-split; notify() fills the store before it mounts. */
export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={5000} zIndex={1000} />;
}
