import { useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { namedScreen } from './namedScreen';

// react-admin's toast (MUI's Snackbar and its undo) loads with the first message to show: most first
// screens show none, and the message waits in react-admin's queue meanwhile.
const Notification = namedScreen(() => import('./Toast'), 'Notification', null);

/** react-admin's <Notification>, drawn from the first message on. */
export function Toasts() {
  const { notifications } = useNotificationContext();
  const [shown, setShown] = useState(false);
  // Kept once drawn, so that a toast closes with its animation and the next one opens at once.
  if (notifications.length > 0 && !shown) setShown(true);
  return shown ? <Notification /> : null;
}
