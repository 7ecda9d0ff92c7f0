import type { ParentSpec, ResourceDeclaration } from './declaration';
import type { RESOURCES } from './resources';

export type * from './declaration';

/** The name of every registry resource, read from the registry itself. */
export type ResourceName = (typeof RESOURCES)[number]['name'];

/** The permissions the registry's resources are checked by. */
export type RegistryPermission = (typeof RESOURCES)[number]['permission'];

/** The kinds of field a generated form and the server know how to handle. */
export type FieldKind = 'text' | 'longText' | 'reference';

export interface FieldSpec {
  /** The canonical API key (camelCase), also the react-admin `source`. */
  source: string;
  kind: FieldKind;
  required?: boolean;
  /** Maximum length of a text field. */
  max?: number;
  /** For references: the registry name of the referenced resource. */
  reference?: ResourceName;
  /** Other keys a client sends this field under, read when the field itself is absent. */
  aliases?: readonly string[];
  /** Required on create only: an update without the field keeps the stored value. */
  keptOnUpdate?: boolean;
}

export interface ResourceSpec extends Omit<
  ResourceDeclaration,
  'name' | 'permission' | 'parent' | 'search' | 'sortable'
> {
  name: ResourceName;
  /** One of the permission catalogue's names (domain/permissions.ts appends those new to it). */
  permission: RegistryPermission;
  /** The field pointing at the parent element, when the resource has one. */
  parent?: ParentSpec<ResourceName>;
  fields: FieldSpec[];
  /** Fields `q` searches (case-insensitive substring). */
  search: readonly string[];
  /** Fields the list may be sorted by, besides `id`. */
  sortable: readonly string[];
}
