import type { SharedString } from './sheetRows';
import type { Attributes, XmlHandler } from './xmlScanner';

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
