import { formatTime } from '@domain/fteTime';
import { withDigits, type DigitSystem } from '../i18n/format';

/** Hours as "HH:mm", the way breaks are typed, in the reader's digits. */
export const hoursAsTime = (hours: number, digits: DigitSystem = 'latn'): string =>
  withDigits(formatTime(hours * 60), digits);
