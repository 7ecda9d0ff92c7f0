import { createTheme, type Components, type Theme } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';
import type { CheckboxProps } from '@mui/material';

/** What a Checkbox's slot props are computed from: its own props. */
type CheckboxOwnerState = CheckboxProps & { inputProps?: Record<string, unknown> };

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
    // Text and its background 4.5:1 apart (WCAG AA), MUI's default asks only 3:1: white on a filled
    // chip or button only when it reads. On light paper MUI's own info, warning and error shades are
    // too pale for text (3.9, 3.1 and 5.0 to 1 on white, less on a tinted row): darker ones.
    palette: {
      ...palette,
      mode,
      contrastThreshold: 4.5,
      ...(mode === 'light'
        ? {
            info: { main: '#0277bd', dark: '#01579b' },
            warning: { main: '#c2410c', dark: '#9a3412' },
            error: { main: '#c62828' },
          }
        : {}),
    },
    shape: { borderRadius: 8 },
    components: {
      ...defaultTheme.components,
      ...words,
      MuiCheckbox: {
        defaultProps: {
          // react-admin's row checkbox names itself with `aria-label` on the Checkbox, which MUI puts on
          // the root span: the input is left unnamed. The name goes to the input, the span keeps none.
          // A partly ticked box says so through the input's own `indeterminate` state, which a native
          // checkbox's `aria-checked="mixed"` (MUI's way) may not override.
          slotProps: {
            root: () => ({ 'aria-label': undefined }),
            input: (ownerState: CheckboxOwnerState) => ({
              ...ownerState.inputProps,
              'aria-label': ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'],
              'aria-checked': undefined,
              ref: (input: HTMLInputElement | null) => {
                if (input) input.indeterminate = Boolean(ownerState.indeterminate);
              },
            }),
          },
        },
      },
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
