import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Where a screen about one employee sends the user when its address names none. */
export const EMPLOYEE_LIST_PATH = '/employeesdetail';

/** The employee an address names (`?userId=`): a positive whole number, else undefined. */
export function chosenEmployeeId(search: URLSearchParams): number | undefined {
  const text = search.get('userId')?.trim() ?? '';
  const id = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * An address without a usable `userId` is no failure of the API: the user is taken to the employees
 * list, told to pick someone there, and the address is replaced so Back does not return here.
 */
export function ToEmployeeList() {
  const { t } = useTranslation('people');
  const notify = useNotify();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const text = t('list.chooseEmployee');
    notify(text, { type: 'info', autoHideDuration: 3000, messageArgs: { _: text } });
    navigate(EMPLOYEE_LIST_PATH, { replace: true });
  }, [navigate, notify, t]);
  return null;
}
