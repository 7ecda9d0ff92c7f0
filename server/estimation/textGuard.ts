import { WORKBOOK_LIMITS, WorkbookRejected, cellTooLong, textTooLong } from './limits';

/** The parts a guard watches; the styles hold no cell's text, only markup. */
export type GuardedPart = 'sharedStrings' | 'sheet' | 'styles';

/** The element that holds one cell's text in each part (a space: no element name). */
const CELL_ELEMENT: Record<GuardedPart, string> = { sheet: 'c', sharedStrings: 'si', styles: ' ' };

/** A shared string too long for a cell: the reader names the cell that uses it, when it finds one. */
export class LongSharedString extends WorkbookRejected {
  constructor(
    readonly index: number,
    part: string,
  ) {
    const refusal = textTooLong(part);
    super(refusal.status, refusal.key, refusal.params);
  }
}

const TEXT = 0;
const CDATA = 1;
const COMMENT = 2;
const INSTRUCTION = 3;
const DECLARATION = 4;
const ENDINGS = ['', ']]>', '-->', '?>', '>'];

const LT = 60;
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const CR = 13;
const LF = 10;
const C = 99;

const MAX_CELL = WORKBOOK_LIMITS.maxCellChars;
const MAX_MARKUP = WORKBOOK_LIMITS.maxMarkupChars;
/** The longest character reference XML allows (`&#x10FFFF;`), and then some. */
const MAX_REFERENCE = 12;

/**
 * Cells one after another, each as spreadsheet programs mostly write it: a value and a formula of
 * at most 32,767 written characters (so no more decoded ones), nothing else inside. Read in one
 * match, they need no counting.
 */
const PLAIN_CELLS =
  /(?:<c(?:\s[^<>]*)?(?:\/>|>(?:<f(?:\s[^<>]*)?>[^<]{0,32767}<\/f>)?(?:<v>[^<]{0,32767}<\/v>)?<\/c>))+/y;

const isNameEnd = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === CR || c === GT || c === SLASH;
const localName = (name: string): string => name.slice(name.lastIndexOf(':') + 1);
const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/**
 * Watches the unpacked text of the shared strings or a sheet as it streams, before any parser
 * holds it, and refuses the workbook as soon as one cell's text passes Excel's 32,767 characters,
 * or a piece of markup or the part's text outside cells passes 1 MB (see WORKBOOK_LIMITS). A cell's
 * text is counted as the XML parser will decode it (a reference is one character, CR LF one line
 * break), summed over everything inside the cell's element (rich text runs, CDATA sections, text
 * after its value), so no split of it escapes the count. A short cell is passed over whole.
 */
export class TextLimitGuard {
  private carried = '';
  private state = TEXT;
  /**
   * Characters of text outside any cell in the whole part. ExcelJS appends every such text to the
   * value it read last (or the shared string it will read next), so it is bounded in total.
   */
  private outside = 0;
  /** Characters of the comment, declaration or instruction being read. */
  private markup = 0;
  private inCell = false;
  private inFormula = false;
  private value = 0;
  private formula = 0;
  /** The start tag of the sheet cell being read: parsed only to name the cell. */
  private cellTag = '';
  /** Shared strings opened so far. */
  private strings = 0;
  private pendingCR = false;
  private readonly cell: string;
  private readonly cellEnd: string;

  constructor(
    private readonly kind: GuardedPart,
    private readonly part: string,
  ) {
    this.cell = CELL_ELEMENT[kind];
    this.cellEnd = `</${this.cell}>`;
  }

  /** The next piece of the part's text; throws `WorkbookRejected` at the first limit passed. */
  write(chunk: string): void {
    const s = this.carried.length > 0 ? this.carried + chunk : chunk;
    this.carried = '';
    const n = s.length;
    /** Where the next `<!` or `<?` is, once asked (-1 until then). */
    let special = -1;
    let p = 0;
    while (p < n) {
      if (this.state !== TEXT) {
        p = this.markupBody(s, p);
        if (p < 0) return;
        continue;
      }
      const lt = s.indexOf('<', p);
      if (lt < 0) {
        this.text(s, p, n, true);
        return;
      }
      if (lt > p) this.text(s, p, lt, false);
      if (lt + 1 >= n) return this.carry(s, lt);
      const next = s.charCodeAt(lt + 1);
      let end: number;
      if (next === BANG || next === QUESTION) {
        end = this.openMarkup(s, lt);
      } else {
        end = this.plainCells(s, lt);
        if (end < 0) {
          if (special < lt) special = this.nextSpecial(s, lt);
          end = this.wholeCell(s, lt, special);
        }
        if (end < 0) end = next === SLASH ? this.endTag(s, lt) : this.startTag(s, lt);
      }
      if (end < 0) return this.carry(s, lt);
      p = end;
    }
  }

  /** Where the next comment, CDATA section, declaration or instruction starts (n when none). */
  private nextSpecial(s: string, from: number): number {
    // Found by their rare second character: a search for `<!` itself stops at every `<`.
    let first = s.length;
    for (const mark of ['!', '?']) {
      for (let i = s.indexOf(mark, from + 1); i >= 0 && i < first; i = s.indexOf(mark, i + 1)) {
        if (s.charCodeAt(i - 1) === LT) {
          first = i - 1;
          break;
        }
      }
    }
    return first;
  }

  /** Plain cells of a sheet from `lt`, passed over; -1 when none starts there. */
  private plainCells(s: string, lt: number): number {
    if (this.kind !== 'sheet' || this.inCell || s.charCodeAt(lt + 1) !== C) return -1;
    PLAIN_CELLS.lastIndex = lt;
    return PLAIN_CELLS.test(s) ? PLAIN_CELLS.lastIndex : -1;
  }

  /** A whole cell element shorter than the limit, with nothing that could hide its end: passed over. */
  private wholeCell(s: string, lt: number, special: number): number {
    const cell = this.cell;
    if (
      this.inCell ||
      !s.startsWith(cell, lt + 1) ||
      lt + 1 + cell.length >= s.length ||
      !isNameEnd(s.charCodeAt(lt + 1 + cell.length))
    )
      return -1;
    const close = s.indexOf(this.cellEnd, lt);
    const end = close + this.cellEnd.length;
    if (close < 0 || end > special || end - lt > MAX_CELL) return -1;
    if (this.kind === 'sharedStrings') {
      // One string only, so that each keeps its number.
      const again = s.indexOf('<si', lt + 3);
      if (again >= 0 && again < close) return -1;
      this.strings++;
    }
    return end;
  }

  private startTag(s: string, lt: number): number {
    const n = s.length;
    let quote = 0;
    let i = lt + 1;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (quote !== 0) {
        if (c === quote) quote = 0;
      } else if (c === GT) break;
      else if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) quote = c;
    }
    if (i >= n) return -1;
    if (i - lt > MAX_MARKUP) throw textTooLong(this.part);
    let nameEnd = lt + 1;
    while (nameEnd < i && !isNameEnd(s.charCodeAt(nameEnd))) nameEnd++;
    const name = localName(s.slice(lt + 1, nameEnd));
    const empty = s.charCodeAt(i - 1) === SLASH;
    if (name === this.cell) {
      if (this.kind === 'sharedStrings') this.strings++;
      else this.cellTag = s.slice(lt, i + 1);
      if (!empty) {
        this.inCell = true;
        this.inFormula = false;
        this.value = this.formula = 0;
      }
    } else if (name === 'f' && this.inCell && this.kind === 'sheet' && !empty) {
      this.inFormula = true;
    }
    return i + 1;
  }

  private endTag(s: string, lt: number): number {
    const gt = s.indexOf('>', lt);
    if (gt < 0) return -1;
    if (gt - lt > MAX_MARKUP) throw textTooLong(this.part);
    const name = localName(s.slice(lt + 2, gt).trim());
    if (name === this.cell) this.inCell = false;
    else if (name === 'f') this.inFormula = false;
    return gt + 1;
  }

  /** `<!--`, `<![CDATA[`, `<!…` or `<?`: its body follows; -1 when the chunk ends before it is known. */
  private openMarkup(s: string, lt: number): number {
    const rest = s.length - lt;
    if (s.startsWith('<!--', lt)) return this.enter(COMMENT, lt + 4);
    if (s.startsWith('<![CDATA[', lt)) {
      this.state = CDATA;
      return lt + 9;
    }
    if (rest < 9 && ('<![CDATA['.startsWith(s.slice(lt)) || '<!--'.startsWith(s.slice(lt)))) return -1;
    return this.enter(s.charCodeAt(lt + 1) === QUESTION ? INSTRUCTION : DECLARATION, lt + 2);
  }

  private enter(state: number, at: number): number {
    this.state = state;
    this.markup = 0;
    return at;
  }

  /** The body of the markup being read, up to its end; -1 (the tail carried) when it goes on. */
  private markupBody(s: string, p: number): number {
    const ending = ENDINGS[this.state];
    const end = s.indexOf(ending, p);
    const to = end >= 0 ? end : Math.max(p, s.length - (ending.length - 1));
    if (this.state === CDATA) this.add(this.decodedLength(s, p, to, false));
    else if ((this.markup += to - p) > MAX_MARKUP) throw textTooLong(this.part);
    if (end < 0) {
      this.carry(s, to);
      return -1;
    }
    this.state = TEXT;
    return end + ending.length;
  }

  /** Text between markup: counted as decoded, a reference cut by the chunk's end carried to the next. */
  private text(s: string, from: number, to: number, atEnd: boolean): void {
    if (!this.inCell) {
      // Outside a cell nothing is read as a value: its raw length bounds what the parser holds.
      if ((this.outside += to - from) > MAX_MARKUP) throw textTooLong(this.part);
      return;
    }
    let stop = to;
    if (atEnd) {
      const amp = s.lastIndexOf('&', to - 1);
      if (amp >= from && s.indexOf(';', amp) < 0 && to - amp <= MAX_REFERENCE) stop = amp;
    }
    this.add(this.decodedLength(s, from, stop, true));
    if (stop < to) this.carried = s.slice(stop, to);
  }

  /** Characters the parser makes of s[from, to): references as one (two beyond the BMP), CR LF as one. */
  private decodedLength(s: string, from: number, to: number, references: boolean): number {
    let length = to - from;
    if (length === 0) return 0;
    if (this.pendingCR && s.charCodeAt(from) === LF) length--;
    for (let cr = s.indexOf('\r', from); cr >= 0 && cr < to - 1; cr = s.indexOf('\r', cr + 1))
      if (s.charCodeAt(cr + 1) === LF) length--;
    this.pendingCR = s.charCodeAt(to - 1) === CR;
    if (!references) return length;
    for (let amp = s.indexOf('&', from); amp >= 0 && amp < to; amp = s.indexOf('&', amp + 1)) {
      const semicolon = s.indexOf(';', amp);
      if (semicolon < 0 || semicolon >= to || semicolon - amp > MAX_REFERENCE) continue;
      length -= semicolon - amp;
      const name = s.slice(amp + 1, semicolon);
      const code = name.startsWith('#x')
        ? parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? parseInt(name.slice(1), 10)
          : 0;
      if (code > 0xffff) length++;
    }
    return length;
  }

  private add(chars: number): void {
    if (!this.inCell) {
      if ((this.outside += chars) > MAX_MARKUP) throw textTooLong(this.part);
    } else if (this.inFormula) {
      if ((this.formula += chars) > MAX_CELL) this.refuseCell();
    } else if ((this.value += chars) > MAX_CELL) {
      this.refuseCell();
    }
  }

  private refuseCell(): never {
    if (this.kind === 'sharedStrings') throw new LongSharedString(this.strings - 1, this.part);
    const reference = attribute(this.cellTag, 'r');
    throw reference ? cellTooLong(reference) : textTooLong(this.part);
  }

  private carry(s: string, from: number): void {
    this.carried = s.slice(from) + this.carried;
    if (this.carried.length > MAX_MARKUP) throw textTooLong(this.part);
  }
}
