import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './app';

export type { AppDataProvider } from './app';
export { keepPreviousData };

/** react-admin's data provider with the app's named methods (approveAccounts, report, saveCopy ...). */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();

/**
 * A read through one of the provider's named methods, cached by react-admin's query client: the one
 * place screens meet react-query, so every call to the server goes through the data provider.
 */
export function useAppQuery<T>(
  queryKey: QueryKey,
  read: (provider: AppDataProvider) => Promise<T>,
  options: Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'> = {},
) {
  const provider = useAppDataProvider();
  return useQuery<T, Error, T, QueryKey>({ queryKey, queryFn: () => read(provider), ...options });
}

/** A change through one of the provider's named methods. */
export function useAppMutation<T, V = void>(
  write: (provider: AppDataProvider, variables: V) => Promise<T>,
  options: Omit<UseMutationOptions<T, Error, V>, 'mutationFn'> = {},
) {
  const provider = useAppDataProvider();
  return useMutation<T, Error, V>({ mutationFn: (variables) => write(provider, variables), ...options });
}

/**
 * Marks cached reads stale after a change made elsewhere (e.g. an upload refreshing the file list).
 * A read still under way may have been answered from before the change: it is cancelled first, or
 * its late answer would land as fresh, and a screen opened meanwhile would keep the old figures.
 */
export async function refreshQueries(client: QueryClient, queryKey?: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

/** refreshQueries with react-admin's query client. */
export const useQueryRefresh = () => {
  const client = useQueryClient();
  return (queryKey: QueryKey) => refreshQueries(client, queryKey);
};

/**
 * Reads again whatever is cached when the language changes: the API answers in the reader's
 * language (the demo organisation's names in Arabic), so a list read in English is stale in Arabic,
 * and one still under way in English too.
 */
export function useRefreshOnLanguage(language: string): void {
  const client = useQueryClient();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void refreshQueries(client);
  }, [client, language]);
}
