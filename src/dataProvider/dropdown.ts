/**
 * The `meta` of a reference input that reads the structure's choices (`/api/v1/<resource>/choices`)
 * instead of its list: id, name and parent id, open to roles that may fill in or filter employees
 * without the list's View.
 */
export const DROPDOWN_META = { dropdown: true } as const;

export const readsDropdown = (meta: unknown): boolean =>
  (meta as { dropdown?: unknown } | undefined)?.dropdown === true;
