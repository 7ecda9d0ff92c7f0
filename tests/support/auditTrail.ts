import { expect } from 'vitest';
import type { AuditEntry } from '@domain/audit';
import type { TestContext } from './api';

/**
 * Calls of an API test of the audit trail, as the reader `reader()` answers (by default): any call,
 * the trail's list as answered, and its entries once the answer is checked to be a 200.
 */
export function trailCalls(context: () => TestContext, reader: () => Record<string, string>) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = reader()) =>
    context().app.inject({ method, url: `/api/${url}`, headers, payload: payload as object | undefined });
  const list = (query: string, headers = reader()) => call('GET', `AuditTrailAPI/GetAll?${query}`, undefined, headers);
  const entries = async (query: string, headers = reader()): Promise<AuditEntry[]> => {
    const res = await list(query, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { call, list, entries };
}
