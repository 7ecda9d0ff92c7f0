// The toast on its own, for Toasts to load when the first message comes.
export { Notification } from 'react-admin';
