import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../../../../server/modules/resources/elements';

/** PostgreSQL's text of a timestamp with time zone, in UTC, with 0 to 6 digits of fraction. */
const postgresText = (at: Date, digits: number): string => {
  const [day, time] = at.toISOString().slice(0, 19).split('T');
  const micros = String(at.getUTCMilliseconds() * 1000 + (at.getTime() % 7) * 97).padStart(6, '0');
  return `${day} ${time}${digits ? `.${micros.slice(0, digits)}` : ''}+00`;
};

describe('isoDate', () => {
  it('answers what Date answers for any UTC text PostgreSQL writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 6 }),
        (at, digits) => {
          const text = postgresText(at, digits);
          expect(isoDate(text)).toBe(new Date(text).toISOString());
        },
      ),
    );
  });

  it('reads other zones and ISO text through Date', () => {
    expect(isoDate('2026-11-29 06:42:01.5+03')).toBe('2026-11-29T03:42:01.500Z');
    expect(isoDate('2026-11-29T03:42:01.123Z')).toBe('2026-11-29T03:42:01.123Z');
  });
});
