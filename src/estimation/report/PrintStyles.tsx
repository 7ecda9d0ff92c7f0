import { GlobalStyles } from '@mui/material';

/** On paper: the report only, without the app bar, the menu, the filters and the buttons. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, .RaSidebar-root, .RaSidebar-fixed, .MuiDrawer-root, .no-print, .MuiTabs-scrollButtons, .MuiTabs-root button:not(.Mui-selected)':
            { display: 'none !important' },
          '.RaLayout-appFrame': { marginTop: '0 !important' },
          '.RaLayout-content': { padding: '0 !important' },
          '.MuiCard-root': { boxShadow: 'none !important', breakInside: 'avoid' },
          '.MuiTableContainer-root': { overflow: 'visible !important', maxHeight: 'none !important' },
          body: { background: '#fff' },
        },
      }}
    />
  );
}
