import { createTheme, type Components, type Theme } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';

const palette = {
  primary: { main: '#0f766e', contrastText: '#ffffff' },
  secondary: { main: '#b45309' },
};

/**
 * Tawazun's theme in a direction and a mode; fonts that render Arabic natively come first for RTL.
 * `words`: what MUI's components say, in the reader's language (componentWords).
 */
export function tawazunTheme(
  direction: 'ltr' | 'rtl',
  mode: 'light' | 'dark' = 'light',
  words: Components<Omit<Theme, 'components'>> = {},
): Theme {
  return createTheme({
    ...defaultTheme,
    direction,
    // Warning text in small type (notes under figures) needs a darker shade than MUI's on light paper.
    palette: { ...palette, mode, ...(mode === 'light' ? { warning: { main: '#ed6c02', dark: '#9a3412' } } : {}) },
    shape: { borderRadius: 8 },
    components: {
      ...defaultTheme.components,
      ...words,
      MuiDialog: {
        styleOverrides: {
          // A form dialog (full width) takes the whole screen of a phone: every field in view, no margins.
          paperFullWidth: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: {
              margin: 0,
              width: '100%',
              maxWidth: '100%',
              minHeight: '100%',
              borderRadius: 0,
            },
          }),
        },
      },
    },
    typography: {
      fontFamily:
        direction === 'rtl'
          ? '"Noto Kufi Arabic", "Segoe UI", Tahoma, "Geeza Pro", Arial, sans-serif'
          : '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  });
}
