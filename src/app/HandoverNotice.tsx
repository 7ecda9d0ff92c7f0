import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeNotice } from '../authProvider/handoverNotice';

/** Shows, once the admin shell is up, the message a light page left for it (e.g. 'Login successful!'). */
export function HandoverNotice() {
  const notify = useNotify();
  useEffect(() => {
    const notice = takeNotice();
    if (notice) notify(notice.text, { type: notice.type, autoHideDuration: 3000 });
  }, [notify]);
  return null;
}
