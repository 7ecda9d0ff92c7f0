import { useSyncExternalStore } from 'react';
import { onThemeModeChange, readThemeMode, type ThemeMode } from './themeMode';

/** The stored theme mode, re-rendering when any toggle changes it. */
export const useThemeMode = (): ThemeMode => useSyncExternalStore(onThemeModeChange, readThemeMode, () => 'light');
