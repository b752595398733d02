import { Notifications } from '@mantine/notifications';

/** Spec §9 notifications: 3000 ms, speed 300, width 300 (its own chunk, mounted right after the first paint). */
export default function NotificationsHost() {
  return (
    <Notifications position="top-right" autoClose={3000} transitionDuration={300} containerWidth={300} />
  );
}
