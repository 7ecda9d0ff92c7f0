import { useEffect, useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import { useTranslation } from 'react-i18next';
import { directionOf } from './direction';

const ltr = createCache({ key: 'tw-ltr', stylisPlugins: [prefixer] });
let rtl: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

/**
 * The emotion cache that flips styles for Arabic, with the RTL stylis plugin: fetched the first
 * time Arabic is shown (before the admin area renders in Arabic, when the language menu opens),
 * so that a reader in English never downloads it.
 */
export function loadRtlStyles(): Promise<EmotionCache> {
  rtlLoading ??= import('stylis-plugin-rtl').then(
    ({ default: rtlPlugin }) => (rtl = createCache({ key: 'tw-rtl', stylisPlugins: [prefixer, rtlPlugin] })),
  );
  return rtlLoading;
}

/** Styles flip with the language: an emotion cache with the RTL stylis plugin while Arabic is active. */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = directionOf(i18n.language);
  const [rtlCache, setRtlCache] = useState(rtl);
  const waiting = dir === 'rtl' && !rtlCache;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void loadRtlStyles().then((loaded) => live && setRtlCache(loaded));
    return () => {
      live = false;
    };
  }, [waiting]);
  // Until the plugin arrives (a language changed without the menu), the page keeps its styles.
  const cache = dir === 'rtl' && rtlCache ? rtlCache : ltr;
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

export const useDirection = (): 'ltr' | 'rtl' => directionOf(useTranslation().i18n.language);
