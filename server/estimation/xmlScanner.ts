/**
 * A strict, fast tokenizer for the plain XML that spreadsheet programs write: elements,
 * attributes, text and the five predefined entities and character references. It accepts only
 * what it can vouch for being well-formed the way saxes (the parser inside ExcelJS) judges it, and
 * throws `UnsupportedXml` for anything else (comments, CDATA, DOCTYPE, processing instructions,
 * non-ASCII names, anything malformed): the caller then reads the file the
 * exact, slower way, so a file is never judged differently here than there.
 */
export class UnsupportedXml extends Error {
  constructor(reason: string) {
    super(`unsupported XML: ${reason}`);
  }
}

/** The attributes of the element being opened; reused from one element to the next. */
export class Attributes {
  readonly names: string[] = [];
  readonly values: string[] = [];
  count = 0;

  get(name: string): string | undefined {
    for (let i = 0; i < this.count; i++) if (this.names[i] === name) return this.values[i];
    return undefined;
  }
}

export interface XmlHandler {
  open(name: string, attributes: Attributes): void;
  close(name: string): void;
  /** Text inside the root element; asked only while `wantsText` is true. */
  text(text: string): void;
  readonly wantsText: boolean;
  /**
   * Lets the handler read a whole element itself, from its `<` at `at` inside `parent`, answering
   * the index after it, or -1 to let the scanner read it. It may take only text that is certainly
   * a complete, well-formed element without references, carriage returns or `>` in its text, and
   * must leave itself as the scanner's events for that element would.
   */
  wholeElement?(s: string, at: number, parent: string): number;
}

const GT = 62;
const SLASH = 47;
const QUESTION = 63;
const BANG = 33;
const EQUALS = 61;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const AMP = 38;
const CLOSE_BRACKET = 93;
const CR = 13;
const LESS_THAN = 60;

/**
 * Characters XML 1.0 forbids, and U+FEFF, which ExcelJS drops only where a chunk happens to start
 * with it. A carriage return is white space between tags; in text or an attribute value, where
 * XML reads CR LF as one line feed, saxes reads two when its chunk ends between them, so the
 * scanner, whose chunks may end elsewhere, leaves such text to the exact reader.
 */
// eslint-disable-next-line no-control-regex -- these control characters are what it looks for
const UNSUPPORTED_CHARACTERS = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFEFF\uFFFE\uFFFF]/;
const DECLARATION =
  /^<\?xml[ \t\n]+version[ \t\n]*=[ \t\n]*(["'])1\.0\1([ \t\n]+encoding[ \t\n]*=[ \t\n]*(["'])[A-Za-z][\w.-]*\3)?([ \t\n]+standalone[ \t\n]*=[ \t\n]*(["'])(?:yes|no)\5)?[ \t\n]*\?>$/;
/** Characters of one token that may wait for the next chunk. */
const MAX_UNFINISHED = 1 << 20;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13;
/** ASCII name characters only; a name with any other character is left to the exact reader. */
const isNameStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58;
const isNameChar = (c: number): boolean => isNameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46;

/** A character reference's code point, when XML 1.0 allows that character. */
function referencedCharacter(code: number): string {
  const allowed =
    code === 9 ||
    code === 10 ||
    code === 13 ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff);
  if (!allowed) throw new UnsupportedXml('character reference');
  return String.fromCodePoint(code);
}

/** Text or an attribute value with its references replaced; throws on anything but the predefined ones. */
export function decodeReferences(raw: string): string {
  let out = '';
  let from = 0;
  for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', from)) {
    const semicolon = raw.indexOf(';', amp + 1);
    if (semicolon < 0) throw new UnsupportedXml('reference');
    const name = raw.slice(amp + 1, semicolon);
    let value: string | undefined;
    if (/^#[0-9]{1,7}$/.test(name)) value = referencedCharacter(Number(name.slice(1)));
    else if (/^#x[0-9A-Fa-f]{1,6}$/.test(name)) value = referencedCharacter(parseInt(name.slice(2), 16));
    else value = PREDEFINED[name];
    if (value === undefined) throw new UnsupportedXml('reference');
    out += raw.slice(from, amp) + value;
    from = semicolon + 1;
  }
  return out + raw.slice(from);
}

export class XmlScanner {
  private carried = '';
  private readonly open: string[] = [];
  private rootClosed = false;
  /** Nothing read yet: the only place an XML declaration may stand. */
  private atStart = true;
  private readonly attributes = new Attributes();

  constructor(private readonly handler: XmlHandler) {}

  /** Scans the next piece of the document; whatever it leaves unfinished waits for the next piece. */
  write(chunk: string): void {
    if (UNSUPPORTED_CHARACTERS.test(chunk)) throw new UnsupportedXml('character');
    const text = this.carried.length > 0 ? this.carried + chunk : chunk;
    this.carried = text.slice(this.scan(text));
    // An unfinished token is scanned again with each chunk; past this size (Excel keeps a cell's
    // text under 32,767 characters) that would grow with its square, so saxes reads it instead.
    if (this.carried.length > MAX_UNFINISHED) throw new UnsupportedXml('token too long');
  }

  /** The end of the document: only white space may be left over, after the root element. */
  end(): void {
    if (!this.rootClosed || this.open.length > 0 || /[^ \t\n\r]/.test(this.carried))
      throw new UnsupportedXml('unfinished document');
  }

  /** Scans complete tokens; answers where the first unfinished one starts. */
  private scan(s: string): number {
    const n = s.length;
    let p = 0;
    while (p < n) {
      // Tags mostly follow one another, or a short value stands between them.
      const lt = s.charCodeAt(p) === LESS_THAN ? p : s.indexOf('<', p);
      if (lt < 0) return p;
      if (lt > p) this.textBetween(s, p, lt);
      if (lt + 1 >= n) return lt;
      const next = s.charCodeAt(lt + 1);
      let end: number;
      if (next === SLASH) end = this.closeTag(s, lt);
      else if (next === QUESTION) end = this.declaration(s, lt);
      else if (next === BANG) throw new UnsupportedXml('markup declaration, comment or CDATA');
      else {
        const handler = this.handler;
        const open = this.open;
        end =
          handler.wholeElement !== undefined && open.length > 0
            ? handler.wholeElement(s, lt, open[open.length - 1])
            : -1;
        if (end < 0) end = this.openTag(s, lt);
      }
      if (end < 0) return lt;
      this.atStart = false;
      p = end;
    }
    return n;
  }

  private textBetween(s: string, from: number, to: number): void {
    this.atStart = false;
    if (this.open.length === 0) {
      for (let i = from; i < to; i++)
        if (!isSpace(s.charCodeAt(i))) throw new UnsupportedXml('text outside the root element');
      return;
    }
    let references = false;
    let returns = false;
    for (let i = from; i < to; i++) {
      const c = s.charCodeAt(i);
      if (c === AMP) references = true;
      else if (c === CR) returns = true;
      else if (c === CLOSE_BRACKET && s.charCodeAt(i + 1) === CLOSE_BRACKET && s.charCodeAt(i + 2) === GT)
        throw new UnsupportedXml(']]> in text');
    }
    if (!this.handler.wantsText) {
      if (references) decodeReferences(s.slice(from, to));
      return;
    }
    if (returns) throw new UnsupportedXml('carriage return in text');
    const raw = s.slice(from, to);
    this.handler.text(references ? decodeReferences(raw) : raw);
  }

  private declaration(s: string, lt: number): number {
    const end = s.indexOf('?>', lt + 2);
    if (end < 0) return -1;
    if (!this.atStart || lt !== 0 || !DECLARATION.test(s.slice(lt, end + 2)))
      throw new UnsupportedXml('processing instruction');
    return end + 2;
  }

  private closeTag(s: string, lt: number): number {
    const open = this.open;
    const name = open[open.length - 1];
    if (name === undefined) throw new UnsupportedXml('end tag outside the root element');
    let end = lt + 2 + name.length;
    // Nearly always `</name>` right away; otherwise white space may stand before the `>`.
    if (s.charCodeAt(end) !== GT) {
      const gt = s.indexOf('>', lt + 2);
      if (gt < 0) return -1;
      for (let i = end; i < gt; i++) if (!isSpace(s.charCodeAt(i))) throw new UnsupportedXml('unmatched end tag');
      end = gt;
    } else if (end >= s.length) {
      return -1;
    }
    if (!s.startsWith(name, lt + 2)) throw new UnsupportedXml('unmatched end tag');
    open.pop();
    if (open.length === 0) this.rootClosed = true;
    this.handler.close(name);
    return end + 1;
  }

  /** Reads `<name attr="value" ...>` or `<name ... />` from `lt`; -1 when it does not end in `s`. */
  private openTag(s: string, lt: number): number {
    const n = s.length;
    let i = lt + 1;
    if (!isNameStart(s.charCodeAt(i))) throw new UnsupportedXml('element name');
    while (i < n && isNameChar(s.charCodeAt(i))) i++;
    if (i >= n) return -1;
    const name = s.slice(lt + 1, i);
    const attributes = this.attributes;
    attributes.count = 0;
    let empty = false;
    for (;;) {
      if (i >= n) return -1;
      let c = s.charCodeAt(i);
      if (c === GT) {
        i++;
        break;
      }
      if (c === SLASH) {
        if (i + 1 >= n) return -1;
        if (s.charCodeAt(i + 1) !== GT) throw new UnsupportedXml('element end');
        empty = true;
        i += 2;
        break;
      }
      if (!isSpace(c)) throw new UnsupportedXml('attribute separator');
      while (i < n && isSpace(s.charCodeAt(i))) i++;
      if (i >= n) return -1;
      c = s.charCodeAt(i);
      if (c === GT || c === SLASH) continue;
      if (!isNameStart(c)) throw new UnsupportedXml('attribute name');
      const nameStart = i;
      while (i < n && isNameChar(s.charCodeAt(i))) i++;
      const attribute = s.slice(nameStart, i);
      while (i < n && isSpace(s.charCodeAt(i))) i++;
      if (i >= n) return -1;
      if (s.charCodeAt(i) !== EQUALS) throw new UnsupportedXml('attribute without value');
      i++;
      while (i < n && isSpace(s.charCodeAt(i))) i++;
      if (i >= n) return -1;
      const quote = s.charCodeAt(i);
      if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) throw new UnsupportedXml('unquoted attribute value');
      let closing = i + 1;
      let references = false;
      let spaces = false;
      for (; closing < n; closing++) {
        const v = s.charCodeAt(closing);
        if (v === quote) break;
        if (v === LESS_THAN) throw new UnsupportedXml('< in attribute value');
        if (v === AMP) references = true;
        else if (v === 9 || v === 10) spaces = true;
        else if (v === CR) throw new UnsupportedXml('carriage return in an attribute value');
      }
      if (closing >= n) return -1;
      let value = s.slice(i + 1, closing);
      // XML's attribute-value normalisation, as saxes does it: a written tab or line feed becomes
      // a space (one written as a character reference stays what it is).
      if (spaces) value = value.replace(/[\t\n]/g, ' ');
      if (references) value = decodeReferences(value);
      for (let a = 0; a < attributes.count; a++)
        if (attributes.names[a] === attribute) throw new UnsupportedXml('duplicate attribute');
      attributes.names[attributes.count] = attribute;
      attributes.values[attributes.count] = value;
      attributes.count++;
      i = closing + 1;
    }
    if (this.rootClosed) throw new UnsupportedXml('second root element');
    this.handler.open(name, attributes);
    if (empty) {
      if (this.open.length === 0) this.rootClosed = true;
      this.handler.close(name);
    } else {
      this.open.push(name);
    }
    return i;
  }
}
