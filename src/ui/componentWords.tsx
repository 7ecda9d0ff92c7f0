import { forwardRef } from 'react';
import { MenuItem, PaginationItem, type MenuItemProps, type PaginationRenderItemParams } from '@mui/material';
import type { Components, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import type {} from '@mui/x-charts/themeAugmentation';

type Write = (value: number) => string;
type PageItem = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/** A choice of the rows-per-page menu: its number in the reader's digits. */
const rowsChoice = (write: Write) =>
  forwardRef<HTMLLIElement, MenuItemProps>(function RowsChoice({ children, ...props }, ref) {
    return (
      <MenuItem ref={ref} {...props}>
        {typeof children === 'number' ? write(children) : children}
      </MenuItem>
    );
  });

/**
 * What MUI's own components say and write (pagination, rows per page, a combobox's buttons, an
 * alert's close button, a chart's empty state), from the translation files and in the reader's
 * digits: MUI's built-in texts are English and its numbers Latin. react-admin's own words
 * (`ra.*`) are reused where they say the same thing.
 */
export function componentWords(t: TFunction, write: Write): Components<Omit<Theme, 'components'>> {
  const itemLabel = (type: PageItem, page: number | null, selected = false): string => {
    if (type === 'page') return t(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page });
    // "…" stands for pages not listed: nothing to press, nothing to name.
    return type.endsWith('ellipsis') ? '' : t(`ra.navigation.${type}`);
  };
  return {
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: t('ra.navigation.page_rows_per_page'),
        labelDisplayedRows: ({ from, to, count }) =>
          count === -1
            ? t('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
            : t('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }),
        getItemAriaLabel: (type) => itemLabel(type, null),
        slots: { menuItem: rowsChoice(write) },
        slotProps: { select: { renderValue: (value) => (typeof value === 'number' ? write(value) : String(value)) } },
      },
    },
    MuiPagination: {
      defaultProps: {
        'aria-label': t('mui.pagination'),
        getItemAriaLabel: (type, page, selected) => itemLabel(type, page, selected),
        renderItem: (item: PaginationRenderItemParams) => (
          <PaginationItem {...item} page={item.type === 'page' && item.page !== null ? write(item.page) : item.page} />
        ),
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: t('ra.action.clear_input_value'),
        openText: t('ra.action.open'),
        closeText: t('ra.action.close'),
        noOptionsText: t('mui.noOptions'),
        loadingText: t('mui.loading'),
      },
    },
    MuiAlert: { defaultProps: { closeText: t('ra.action.close') } },
    MuiBreadcrumbs: { defaultProps: { expandText: t('mui.showPath') } },
    MuiChartsLocalizationProvider: {
      defaultProps: { localeText: { loading: t('mui.loading'), noData: t('mui.noData') } },
    },
  };
}
