import { describe, expect, it } from 'vitest';
import { api, apiPath, apiRoute, fteEndpoints, importEndpoints, resourceEndpoints, type Endpoint } from '@domain/api';
import { FTE_FAMILIES } from '@domain/fteFamilies';
import { IMPORT_KINDS } from '@domain/import/kinds';
import { registry } from '@domain/registry';

const listed = Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);
const derived = [
  ...registry.flatMap((spec) => Object.values(resourceEndpoints(spec))),
  ...FTE_FAMILIES.flatMap((family) => Object.values(fteEndpoints(family))),
  ...IMPORT_KINDS.flatMap((kind) => Object.values(importEndpoints(kind))),
] as Endpoint[];

describe('the documented API', () => {
  it('spells each method and path once', () => {
    const keys = [...listed, ...derived].map((e) => `${e.method} ${e.path.toLowerCase()}`);
    expect(keys.length).toBeGreaterThan(150);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters, encoded, and drops an optional one that is absent', () => {
    expect(apiPath(api.contact.markRead, { id: 7 })).toBe('/api/ContactAPI/MarkRead/7');
    expect(apiPath(api.employees.profileImage, { id: 3, version: 2 })).toBe('/api/AuthenticationAPI/ProfileImage/3/2');
    expect(apiPath(api.costing.byFile, { file: 'a b.xlsx' })).toBe('/api/Costing/GetAllCostingByFile/a%20b.xlsx');
    expect(apiPath(api.costing.byFile, {})).toBe('/api/Costing/GetAllCostingByFile');
    expect(apiPath(api.accounts.signIn)).toBe('/api/AuthenticationAPI/login');
    expect(apiRoute(api.contact.markRead)).toBe('/api/ContactAPI/MarkRead/:id');
  });

  it('makes a path that does not exist, or a missing parameter, a type error', () => {
    // @ts-expect-error: no such endpoint
    expect(() => apiPath(api.contact.sendMessages)).toThrow();
    // @ts-expect-error: the path names :id
    expect(apiPath(api.contact.markRead)).toBe('/api/ContactAPI/MarkRead');
  });
});
