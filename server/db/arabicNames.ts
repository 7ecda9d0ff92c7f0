/** A text as stored: the one typed (or the demo's English) and its Arabic, if the demo gave one. */
interface Pair {
  text: string | null;
  arabic: string | null;
}

/**
 * What a save keeps of a demo text and its Arabic. An Arabic reader's form sends the Arabic back
 * (the API showed it): unchanged, both stay. An English reader's form sends the English back: the
 * same. Anything else is typed by the user: it replaces the text and the Arabic goes, so a
 * renamed element reads as typed in both languages.
 */
export function keptOrTyped(stored: Pair, typed: string | null): Pair {
  if (typed === stored.text || (stored.arabic !== null && typed === stored.arabic)) return stored;
  return { text: typed, arabic: null };
}

/** keptOrTyped for a name and a description. */
export function namesKeptOrTyped(
  stored: { name: string; nameAr: string | null; description: string | null; descriptionAr: string | null },
  typed: { name: string; description: string | null },
): { name: string; nameAr: string | null; description: string | null; descriptionAr: string | null } {
  const name = keptOrTyped({ text: stored.name, arabic: stored.nameAr }, typed.name);
  const description = keptOrTyped({ text: stored.description, arabic: stored.descriptionAr }, typed.description);
  return {
    name: name.text ?? typed.name,
    nameAr: name.arabic,
    description: description.text,
    descriptionAr: description.arabic,
  };
}
