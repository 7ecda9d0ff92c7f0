import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeNotice } from './handover';

/** Shows, once the admin shell is up, the message a light page left for it (e.g. 'Login successful!'). */
export function HandoverNotice() {
  const notify = useNotify();
  useEffect(() => {
    const text = takeNotice();
    if (text) notify(text, { type: 'success', autoHideDuration: 3000 });
  }, [notify]);
  return null;
}
