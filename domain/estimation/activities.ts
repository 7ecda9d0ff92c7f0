import { matchesCategory } from './category';
import { cellText, type Cell } from './columns';
import { readHeader, type HeaderModel } from './header';
import { readNumber } from './numbers';

/** The hours of each job title over the rows of one (category, group) pair. */
export interface ActivityBlock {
  /** Index into `Activities.categories`. */
  category: number;
  /** Index into `Activities.groups`; -1 when the sheet has no grouping column. */
  group: number;
  /** Annual Hours x share / 100 of each job title (header order), summed over the pair's rows in order. */
  hours: Float64Array;
}

/**
 * The activity rows of a sheet reduced to what the report needs: a report keeps or drops whole
 * categories and adds up by job title and group, so the rows' hours are summed once, as they are
 * read, by (category, group) pair. A report of 50,000 rows then adds up a few dozen sums (a
 * server's first report of a large workbook spent 30-50 ms in a loop over the rows), and a file's
 * activities are a few kilobytes however long its sheet.
 */
export interface Activities {
  header: HeaderModel;
  /** Activity rows read. */
  count: number;
  /** Distinct category texts, in order of first appearance. */
  categories: string[];
  /** Distinct grouping texts, in order of first appearance. */
  groups: string[];
  /** One per (category, group) pair present, in the order of each pair's first row. */
  blocks: ActivityBlock[];
}

const figure = (cell: Cell | undefined): number => {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 0;
  const reading = readNumber(cell);
  return reading.kind === 'number' ? reading.value : 0;
};

/** Bytes an Activities holds (its sums and texts, roughly), for caches that keep several. */
export const activitiesBytes = (a: Activities): number =>
  a.blocks.reduce((sum, block) => sum + block.hours.byteLength + 32, 0) +
  [...a.categories, ...a.groups].reduce((sum, text) => sum + 2 * text.length + 16, 0);

/** Builds Activities row by row from stored rows (header given first). */
export class ActivitiesBuilder {
  private count = 0;
  private readonly width: number;
  private readonly categories = new Map<string, number>();
  private readonly groups = new Map<string, number>();
  private readonly shareAt: number[];
  private readonly blocks: ActivityBlock[] = [];
  /** blocks by category, then by group + 1. */
  private readonly byPair: Array<Array<ActivityBlock | undefined>> = [];

  constructor(readonly header: HeaderModel) {
    this.shareAt = header.designations.map((d) => d.index);
    this.width = this.shareAt.length;
  }

  private indexOf(map: Map<string, number>, text: string): number {
    let index = map.get(text);
    if (index === undefined) map.set(text, (index = map.size));
    return index;
  }

  private blockOf(category: number, group: number): ActivityBlock {
    const byGroup = (this.byPair[category] ??= []);
    let block = byGroup[group + 1];
    if (!block) {
      block = { category, group, hours: new Float64Array(this.width) };
      byGroup[group + 1] = block;
      this.blocks.push(block);
    }
    return block;
  }

  add(cells: Cell[]): void {
    const { columns, grouping } = this.header;
    this.count++;
    const category = this.indexOf(this.categories, cellText(cells[columns.category as number]));
    const group = grouping ? this.indexOf(this.groups, cellText(cells[grouping.index])) : -1;
    const hours = this.blockOf(category, group).hours;
    const annual = columns.annualHours === undefined ? 0 : figure(cells[columns.annualHours]);
    for (let d = 0; d < this.width; d++) hours[d] += (annual * figure(cells[this.shareAt[d]])) / 100;
  }

  build(): Activities {
    return {
      header: this.header,
      count: this.count,
      categories: [...this.categories.keys()],
      groups: [...this.groups.keys()],
      blocks: this.blocks,
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
