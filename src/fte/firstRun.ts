import type { SetupProgress } from '@domain/setupSteps';

/**
 * The accounts that put the first-run checklist away on this browser. Outside react-admin's store,
 * which is emptied at every sign-out: a checklist put away stays away for that person.
 */
const KEY = 'tawazun.firstRunDismissed';

function dismissedIds(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const isDismissed = (userId: string | null): boolean => userId !== null && dismissedIds().includes(userId);

export function dismiss(userId: string | null): void {
  if (userId === null || isDismissed(userId)) return;
  localStorage.setItem(KEY, JSON.stringify([...dismissedIds(), userId]));
}

/** Shown while a step the user may take is still to do; a finished or empty list has nothing to say. */
export const hasWorkLeft = (steps: readonly SetupProgress[]): boolean => steps.some((step) => step.count === 0);
