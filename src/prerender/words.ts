import type { BundledWords } from '../i18n';

/** The element that carries a pre-rendered page's words, as JSON. */
export const WORDS_ID = 'tw-words';

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
