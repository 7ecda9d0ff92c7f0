import { unpack, type UnpackOutcome } from './partStream';
import type { SharedString } from './sheetRows';
import type { Attributes, XmlHandler } from './xmlScanner';
import type { ZipEntry } from './zipDirectory';

/**
 * The shared strings of a workbook as ExcelJS's streaming reader (4.4.0) keeps them: per `<si>`,
 * its rich text runs, else its text, else null. Kept as it does: any text inside an `<si>` counts
 * (even between its tags), a `<t>` starts the text afresh, and an `<si>` without text is null.
 * Fonts of runs are left out: only the runs' text is ever read.
 */
export class SharedStringsReader implements XmlHandler {
  readonly strings: SharedString[] = [];
  readonly wantsText = true;
  private current: string | null = null;
  private runs: Array<{ text: string | null }> = [];

  open(name: string, _attributes: Attributes): void {
    if (name === 'si') {
      this.runs = [];
      this.current = null;
    } else if (name === 't') {
      this.current = null;
    }
  }

  text(text: string): void {
    this.current = this.current ? this.current + text : text;
  }

  close(name: string): void {
    if (name === 'r') {
      this.runs.push({ text: this.current });
      this.current = null;
    } else if (name === 'si') {
      this.strings.push(this.runs.length ? { richText: this.runs } : this.current);
      this.runs = [];
      this.current = null;
    }
  }
}

/** A cell's start tag before `<v>index</v>`, and its text type and reference. */
const TYPE_S = /\st\s*=\s*["']s["']/;
const REFERENCE = /\sr\s*=\s*["']([A-Z]{1,3}[0-9]{1,7})["']/;

/**
 * The reference of the first cell in the sheet that shows shared string `index`, found by
 * streaming the sheet's text (nothing is kept but a short overlap between chunks); undefined when
 * no cell written the usual way does.
 */
export async function cellUsingString(zip: Buffer, sheet: ZipEntry, index: number): Promise<string | undefined> {
  const outcome: UnpackOutcome = { overflow: false, corrupt: false };
  const decoder = new TextDecoder();
  const value = `<v>${index}</v>`;
  let tail = '';
  for await (const chunk of unpack(zip, sheet, outcome)) {
    if (outcome.overflow) return undefined;
    const text = tail + decoder.decode(chunk, { stream: true });
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
      const open = text.lastIndexOf('<c', at);
      const tag = open < 0 ? '' : text.slice(open, text.indexOf('>', open) + 1);
      const reference = TYPE_S.test(tag) ? REFERENCE.exec(tag)?.[1] : undefined;
      if (reference) return reference;
    }
    tail = text.slice(-512);
  }
  return undefined;
}
