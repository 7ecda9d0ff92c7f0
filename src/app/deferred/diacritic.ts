/**
 * Stands in for the `diacritic` package in the build (vite.config.ts), which react-admin's column
 * chooser compares labels through: the platform's decomposition does the same for accented Latin
 * letters, and also ignores Arabic vowel marks (a label typed with or without them matches), in a
 * line instead of a table of every accented letter.
 */
export function clean(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
