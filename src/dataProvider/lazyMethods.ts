/** Any named method of the data provider: it answers through a promise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parameters: each method keeps its own through M
export type Method = (...args: any[]) => Promise<unknown>;

/** `load` run once, at the first call of the function answered; a failed load (network) is tried again at the next. */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Named methods whose code loads on their first call: the provider is built with the admin shell,
 * which stays small, and the calls come with the first screen that makes one. `names` has every
 * method of M as a key, so TypeScript tells when one is missing.
 */
export function lazyMethods<M extends Record<string, Method>>(
  load: () => Promise<M>,
  names: Record<keyof M & string, true>,
): M {
  const loaded = onFirstUse(load);
  const call =
    (name: string) =>
    async (...args: unknown[]) =>
      ((await loaded()) as Record<string, Method>)[name](...args);
  return Object.fromEntries(Object.keys(names).map((name) => [name, call(name)])) as M;
}
