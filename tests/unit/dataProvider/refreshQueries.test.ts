import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from '../../../src/dataProvider/hooks';

const KEY = ['workforcePlan', 'element', 'organisation', null];

describe('refreshing cached reads after a change', () => {
  it('does not let a read answered before the change show on a screen opened after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let release: (answer: string) => void = () => undefined;
    let reads = 0;
    const queryFn = () => {
      reads++;
      return reads === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('after');
    };
    // A screen left while its read was still under way.
    const early = client.fetchQuery({ queryKey: KEY, queryFn }).catch(() => 'cancelled');
    await refreshQueries(client, ['workforcePlan']);
    // The screen opened again before that read's answer arrived.
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn });
    const shown = new Promise<unknown>((resolve) =>
      observer.subscribe((result) => {
        if (result.isSuccess && !result.isFetching) resolve(result.data);
      }),
    );
    release('before');
    expect(await shown).toBe('after');
    expect(await early).toBe('cancelled');
    expect(reads).toBe(2);
    observer.destroy();
    client.clear();
  });

  it('marks the reads under the key stale and leaves the others', async () => {
    const client = new QueryClient();
    client.setQueryData(['workforcePlan', 'tree'], 'kept');
    client.setQueryData(['costs'], 'other');
    await refreshQueries(client, ['workforcePlan']);
    expect(client.getQueryState(['workforcePlan', 'tree'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['costs'])?.isInvalidated).toBe(false);
    client.clear();
  });
});
