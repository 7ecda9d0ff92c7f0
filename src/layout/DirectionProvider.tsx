import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../i18n/direction';

const caches = {
  rtl: createCache({ key: 'tw-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'tw-ltr', stylisPlugins: [prefixer] }),
};

/** Styles flip with the language: an emotion cache with the RTL stylis plugin while Arabic is active. */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = directionOf(i18n.language);
  const cache = useMemo(() => caches[dir], [dir]);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

export const useDirection = (): 'ltr' | 'rtl' => directionOf(useTranslation().i18n.language);
