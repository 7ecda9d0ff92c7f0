import { combineDataProviders, type DataProvider } from 'react-admin';
import { lazyMethods, type Method } from './lazyMethods';
import type { createContactMethods } from './contactCalls';

/** react-admin resource of the messages visitors sent through the public site (the Super Admin's). */
export const CONTACT_MESSAGES = 'contactMessages';

export type ContactMethods = ReturnType<typeof createContactMethods>;

const RESOURCE_METHODS = {
  getList: true,
  getOne: true,
  getMany: true,
  getManyReference: true,
  create: true,
  update: true,
  updateMany: true,
  delete: true,
  deleteMany: true,
} as const;
type ResourceMethods = Record<keyof typeof RESOURCE_METHODS, Method>;

const calls = () => import('./contactCalls');

/** `base` serving the contactMessages resource too, with its named method beside base's; loaded with the first call. */
export function withContactMessages<P extends DataProvider>(base: P): P & ContactMethods {
  // react-admin's methods are generic in the record type; these answer ContactMessage records.
  const messages = lazyMethods<ResourceMethods>(
    async () => (await calls()).createContactMessagesProvider() as unknown as ResourceMethods,
    RESOURCE_METHODS,
  ) as unknown as DataProvider;
  const named = lazyMethods<ContactMethods>(async () => (await calls()).createContactMethods(), {
    markMessageRead: true,
  });
  const routed = combineDataProviders((resource) => (resource === CONTACT_MESSAGES ? messages : base));
  // combineDataProviders' proxy spreads into react-admin's methods only; base's named methods are kept from base.
  return { ...base, ...routed, ...named };
}
