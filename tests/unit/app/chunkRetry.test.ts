import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  chunkRecovery,
  isChunkError,
  recoverFromChunkError,
  withChunkTimeout,
  type Navigator,
} from '../../../src/app/chunkRetry';

const fakeNavigator = (href: string) => {
  const moves: string[] = [];
  const nav: Navigator = {
    href,
    replace: (url) => void moves.push(`replace ${url}`),
    reload: (url) => void moves.push(`reload ${url}`),
  };
  return { nav, moves };
};

describe('a screen whose code failed to load', () => {
  it('reloads once with the chunk_retry marker, then hard-reloads once, then gives up: never a loop', () => {
    let href = 'https://app.test/estimationreport?fteId=3#top';
    const steps: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { nav, moves } = fakeNavigator(href);
      const moving = recoverFromChunkError(nav);
      steps.push(moving ? moves[0] : 'give up');
      if (!moving) break;
      href = moves[0].split(' ')[1];
    }
    expect(steps).toEqual([
      'replace https://app.test/estimationreport?fteId=3&chunk_retry=1#top',
      'reload https://app.test/estimationreport?fteId=3&chunk_retry=2#top',
      'give up',
    ]);
    expect(chunkRecovery('https://app.test/?chunk_retry=7')).toEqual({ action: 'giveUp' });
  });

  it('recognises chunk failures in the wording of each browser, and nothing else', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://app.test/assets/App-1.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/SiteLayout-1.css',
      'Loading chunk 7 failed',
      'Loading CSS chunk 7 failed',
    ]) {
      expect(isChunkError(new Error(message)), message).toBe(true);
    }
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError('Loading chunk 1 failed')).toBe(false);
  });

  it('counts a load that takes longer than 120 seconds as failed', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<never>(() => undefined);
      const loading = withChunkTimeout(never, '12');
      const outcome = expect(loading).rejects.toThrow('Loading chunk 12 failed');
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      await outcome;
      expect(CHUNK_TIMEOUT_MS).toBe(120_000);
      await expect(withChunkTimeout(Promise.resolve('ok'), '13')).resolves.toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});
