/**
 * The `meta` of a reference input that reads the structure's dropdown endpoint instead of its list:
 * id, name and parent id, open to roles that may fill in or filter employees without the list's View.
 * Apart from the methods that read it (documented.ts), which load with the first such read.
 */
export const DROPDOWN_META = { dropdown: true } as const;

export const readsDropdown = (meta: unknown): boolean =>
  (meta as { dropdown?: unknown } | undefined)?.dropdown === true;
