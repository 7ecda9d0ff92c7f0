import type { BundledWords } from '../i18n';

/** The element that carries a pre-rendered page's words, as JSON. */
export const WORDS_ID = 'tw-words';
/** The element that carries the numbers a pre-rendered page shows, as the build wrote them (JSON). */
export const FIGURES_ID = 'tw-figures';

/**
 * The words a pre-rendered page was rendered with, when it was rendered in the reader's language
 * (public/boot.js has set `<html lang>` from the stored choice before this runs).
 */
export function prerenderedWords(doc: Document): BundledWords | undefined {
  const lng = doc.documentElement.dataset.prerendered;
  const script = doc.getElementById(WORDS_ID);
  if ((lng !== 'en' && lng !== 'ar') || !script?.textContent || doc.documentElement.lang !== lng) return undefined;
  try {
    return { lng, resources: JSON.parse(script.textContent) as BundledWords['resources'] };
  } catch {
    return undefined;
  }
}

/** The numbers a pre-rendered page was written with (see takePrewrittenFigures); none when unreadable. */
export function prerenderedFigures(doc: Document): Record<string, string> {
  try {
    const figures: unknown = JSON.parse(doc.getElementById(FIGURES_ID)?.textContent || '{}');
    return figures && typeof figures === 'object' ? (figures as Record<string, string>) : {};
  } catch {
    return {};
  }
}
