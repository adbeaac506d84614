import { Notifications } from '@mantine/notifications';

/** Toasts: top-right, 5000 ms (SPEC §9). Code-split and mounted on the first
 * notify(); that toast already sits in Mantine's store and shows as soon as the host mounts. */
export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={5000} zIndex={1000} />;
}
