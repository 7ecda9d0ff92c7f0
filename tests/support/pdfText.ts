import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text pdf.js read, where the page draws it. */
interface Piece {
  str: string;
  x: number;
  y: number;
}

type Kind = 'rtl' | 'ltr' | 'digits' | 'neutral';

/** Arabic letters, their presentation forms and marks (not the Arabic-Indic digits). */
const RTL = /[\u0590-\u065F\u066A-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;
const DIGITS = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
/** Pieces whose baselines differ by less than this (points) sit on one line. */
const SAME_LINE = 2;

const kindOf = (text: string): Kind =>
  RTL.test(text) ? 'rtl' : LATIN.test(text) ? 'ltr' : DIGITS.test(text) ? 'digits' : 'neutral';

/**
 * Reverses every run of pieces that reads against the line: from a letter of direction `turned` to
 * its last such letter (numbers after Latin letters belong to them, as the bidi algorithm has it),
 * over the spaces and numbers between. A number on its own is one piece and stays as it is.
 */
function reverseRuns(pieces: string[], turned: 'rtl' | 'ltr'): string[] {
  const out = [...pieces];
  const against = turned === 'rtl' ? 'ltr' : 'rtl';
  let i = 0;
  while (i < out.length) {
    if (kindOf(out[i]) !== turned) {
      i++;
      continue;
    }
    let end = i;
    for (let j = i + 1; j < out.length && kindOf(out[j]) !== against; j++) {
      const kind = kindOf(out[j]);
      if (kind === turned || (kind === 'digits' && turned === 'ltr')) end = j;
    }
    out.splice(i, end - i + 1, ...out.slice(i, end + 1).reverse());
    i = end + 1;
  }
  return out;
}

/**
 * One line as read, from its pieces in drawing order (left to right): a right-to-left line is read
 * from its right end, its left-to-right runs (Latin names, numbers) put back the right way round; a
 * left-to-right line keeps its order but turns its Arabic runs. Each glyph is brought back from its
 * presentation form (NFKC) only once in place, so a lam-alef ligature stays lam then alef.
 */
export function logicalLine(visual: string[], direction: 'rtl' | 'ltr'): string {
  const ordered = direction === 'rtl' ? reverseRuns([...visual].reverse(), 'ltr') : reverseRuns(visual, 'rtl');
  return ordered
    .map((piece) => piece.normalize('NFKC'))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of a PDF as lines in reading order, top to bottom, page after page. Chromium writes
 * Arabic as presentation-form glyphs in visual order; `direction` is the document's (its lines'
 * base direction) and each line is put back in logical order (logicalLine). An Arabic piece is one
 * glyph: several letters only for a ligature, and those pdf.js gives in logical order already.
 */
export async function pdfLines(pdf: Uint8Array, direction: 'rtl' | 'ltr'): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const pieces: Piece[] = content.items
      .filter((item) => 'str' in item && item.str !== '')
      .map((item) => {
        const { str, transform } = item as { str: string; transform: number[] };
        return { str, x: transform[4], y: transform[5] };
      });
    const rows: Piece[][] = [];
    for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
      const row = rows.find((r) => Math.abs(r[0].y - piece.y) < SAME_LINE);
      if (row) row.push(piece);
      else rows.push([piece]);
    }
    for (const row of rows) {
      const line = logicalLine(
        row.sort((a, b) => a.x - b.x).map((p) => p.str),
        direction,
      );
      if (line) lines.push(line);
    }
  }
  await document.destroy();
  return lines;
}
