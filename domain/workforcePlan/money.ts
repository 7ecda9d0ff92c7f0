import { shownFigure } from '../figures';
import type { Money } from './types';

/** Totals per currency: amounts in different currencies are never added together. */
export class Purse {
  private readonly totals = new Map<string, number>();

  add(currency: string, amount: number): this {
    this.totals.set(currency, (this.totals.get(currency) ?? 0) + amount);
    return this;
  }

  addAll(amounts: readonly Money[]): this {
    for (const m of amounts) this.add(m.currency, m.amount);
    return this;
  }

  /** The totals, by currency code, rounded to the halala / paisa. */
  list(): Money[] {
    return [...this.totals]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, amount]) => ({ currency, amount: roundMoney(amount) }));
  }
}

export const roundMoney = (amount: number): number => shownFigure('money', amount);

/** Resources and hours as the screens show them (the report's precision is kept upstream). */
export const roundFigure = (value: number): number => shownFigure('resources', value);
