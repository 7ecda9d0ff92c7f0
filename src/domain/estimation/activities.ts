import { matchesCategory } from './category';
import { cellText, type Cell } from './columns';
import { readHeader, type HeaderModel } from './header';
import { readNumber } from './numbers';

/**
 * The activity rows of a sheet reduced to what the report needs, column by column in typed
 * arrays: a 50,000-row workbook is ~4 MB of numbers that cost the garbage collector nothing,
 * so a server can keep the activities of recent files at hand.
 */
export interface Activities {
  header: HeaderModel;
  count: number;
  /** Distinct category texts, and each row's index into them. */
  categories: string[];
  category: Int32Array;
  /** Distinct grouping texts in order of first appearance, and each row's index into them. */
  groups: string[];
  group: Int32Array;
  /** Share (percent) of each job title: row r, job title d at r * designations + d. */
  shares: Float64Array;
  hours: Float64Array;
}

const figure = (cell: Cell | undefined): number => {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 0;
  const reading = readNumber(cell);
  return reading.kind === 'number' ? reading.value : 0;
};

/** Bytes an Activities holds, for caches that keep several. */
export const activitiesBytes = (a: Activities): number =>
  a.shares.byteLength + a.hours.byteLength + a.category.byteLength + a.group.byteLength;

/** Builds Activities row by row from stored rows (header given first), growing its arrays as it goes. */
export class ActivitiesBuilder {
  private count = 0;
  private capacity = 1024;
  private readonly width: number;
  private shares: Float64Array;
  private hours: Float64Array;
  private category: Int32Array;
  private group: Int32Array;
  private readonly categories = new Map<string, number>();
  private readonly groups = new Map<string, number>();
  private readonly shareAt: number[];

  constructor(readonly header: HeaderModel) {
    this.shareAt = header.designations.map((d) => d.index);
    this.width = this.shareAt.length;
    this.shares = new Float64Array(this.capacity * this.width);
    this.hours = new Float64Array(this.capacity);
    this.category = new Int32Array(this.capacity);
    this.group = new Int32Array(this.capacity);
  }

  private grow(): void {
    this.capacity *= 2;
    const copy = <T extends Float64Array | Int32Array>(from: T, make: (n: number) => T, size: number): T => {
      const to = make(size);
      to.set(from);
      return to;
    };
    this.shares = copy(this.shares, (n) => new Float64Array(n), this.capacity * this.width);
    this.hours = copy(this.hours, (n) => new Float64Array(n), this.capacity);
    this.category = copy(this.category, (n) => new Int32Array(n), this.capacity);
    this.group = copy(this.group, (n) => new Int32Array(n), this.capacity);
  }

  private indexOf(map: Map<string, number>, text: string): number {
    let index = map.get(text);
    if (index === undefined) map.set(text, (index = map.size));
    return index;
  }

  add(cells: Cell[]): void {
    if (this.count === this.capacity) this.grow();
    const { columns, grouping } = this.header;
    const r = this.count++;
    for (let d = 0; d < this.width; d++) this.shares[r * this.width + d] = figure(cells[this.shareAt[d]]);
    this.hours[r] = columns.annualHours === undefined ? 0 : figure(cells[columns.annualHours]);
    this.category[r] = this.indexOf(this.categories, cellText(cells[columns.category as number]));
    this.group[r] = grouping ? this.indexOf(this.groups, cellText(cells[grouping.index])) : -1;
  }

  build(): Activities {
    const n = this.count;
    return {
      header: this.header,
      count: n,
      categories: [...this.categories.keys()],
      category: this.category.slice(0, n),
      groups: [...this.groups.keys()],
      group: this.group.slice(0, n),
      shares: this.shares.slice(0, n * this.width),
      hours: this.hours.slice(0, n),
    };
  }
}

/** A builder for stored rows whose first row is the stored header; undefined when that header is unusable. */
export function activitiesBuilder(headerRow: Cell[]): ActivitiesBuilder | undefined {
  const { header } = readHeader(headerRow);
  return header ? new ActivitiesBuilder(header) : undefined;
}

/** The activities of a stored sheet (header first); undefined when its header is unusable. */
export function readActivities(table: Cell[][]): Activities | undefined {
  const builder = table.length > 0 ? activitiesBuilder(table[0]) : undefined;
  if (!builder) return undefined;
  for (let r = 1; r < table.length; r++) builder.add(table[r]);
  return builder.build();
}

/**
 * The stored rows (header first) with only the activities of a category, as a report of that
 * category is figured (`Tactical` keeps `Tactical/ Operations`); every row without a category.
 */
export function rowsOfCategory(table: Cell[][], category: string | undefined): Cell[][] {
  const filter = category?.trim();
  const column = filter && table.length > 0 ? readHeader(table[0]).header?.columns.category : undefined;
  if (column === undefined) return table;
  return [table[0], ...table.slice(1).filter((row) => matchesCategory(cellText(row[column]), filter))];
}
