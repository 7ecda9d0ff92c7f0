import { formatTime } from '../domain/fteTime';

/** Numbers as the user's language writes them, with Latin digits like the inputs beside them. */
export function numberFormat(language: string, maximumFractionDigits = 2): Intl.NumberFormat {
  const base = language?.startsWith('ar') ? 'ar' : 'en';
  return new Intl.NumberFormat(`${base}-u-nu-latn`, { maximumFractionDigits });
}

/** Hours as "HH:mm", the way breaks are typed. */
export const hoursAsTime = (hours: number): string => formatTime(hours * 60);
