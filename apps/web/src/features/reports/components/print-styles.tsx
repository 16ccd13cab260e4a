import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While a printable report is open: A4 landscape, and none of the app's chrome
 * on paper (app-layout's top bar, its menu drawer and the bar's spacer, the
 * skip link, breadcrumbs, and anything marked `displayPrint: 'none'`).
 */
export function A4LandscapePrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4 landscape', margin: '10mm' },
        '@media print': {
          'header.MuiAppBar-root, .MuiDrawer-root, main > .MuiToolbar-root, a[href="#main"], nav[aria-label="breadcrumb"]': {
            display: 'none !important',
          },
          'main#main': { padding: 0 },
          body: { backgroundColor: '#fff' },
          '.ppa-table-container': { maxHeight: 'none !important', overflow: 'visible !important', border: 'none' },
          '.ppa-table': { minWidth: '0 !important', fontSize: '9pt' },
          '.ppa-table th, .ppa-table td': { padding: '2px 4px', fontSize: '8pt', border: '1px solid #999' },
        },
      }}
    />
  );
}
