/**
 * An erased person is stored under a pseudonym that belongs to no language: the first name
 * `Erased person` and a four-letter tag as last name, written that way wherever their name was
 * (lists, "created by", the trail). Screens and messages say it in the reader's words
 * (`personalData.erasedPerson` of the people namespace) with the same tag.
 */
export const ERASED_FIRST_NAME = 'Erased person';

const PSEUDONYM = /^Erased person ([0-9a-f]{4})$/;

/** The tag of a pseudonym ("Erased person 3f2a" -> "3f2a"), or undefined for anyone else's name. */
export function erasedTag(name: string | null | undefined): string | undefined {
  return PSEUDONYM.exec((name ?? '').trim().replace(/\s+/g, ' '))?.[1];
}
