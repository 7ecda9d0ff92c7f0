/**
 * Times of day as FTE profiles carry them: "HH:mm" (also "HH.mm", as some clients send), a bare
 * number of whole hours as text, or a number of hours. Everything is kept in whole minutes so that
 * what is stored, shown and computed is the same value.
 */
export type TimeValue = string | number;

export const MINUTES_PER_DAY = 24 * 60;

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?$/;

/** Minutes in a time value, or undefined when it is not a time of at most 24 hours. */
export function parseTime(value: unknown): number | undefined {
  let minutes: number | undefined;
  if (typeof value === 'number') {
    minutes = Number.isFinite(value) && value >= 0 ? Math.round(value * 60) : undefined;
  } else if (typeof value === 'string') {
    const match = TIME.exec(value.trim());
    if (match) {
      const mins = match[2] === undefined ? 0 : Number(match[2]);
      minutes = mins < 60 ? Number(match[1]) * 60 + mins : undefined;
    }
  }
  return minutes !== undefined && minutes <= MINUTES_PER_DAY ? minutes : undefined;
}

/** Minutes as "HH:mm", the shape the API answers with. */
export function formatTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
