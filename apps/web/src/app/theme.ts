import { createTheme } from '@mui/material/styles';

/** Status colours of UI.md. Always paired with text (see StatusChip): never colour alone. */
export const statusColors = {
  onTrack: { main: '#2e7d32', contrastText: '#ffffff', label: 'On track' },
  earlyWarning: { main: '#f2b705', contrastText: '#1f1f1f', label: 'Early warning' },
  finalWarning: { main: '#e8710a', contrastText: '#1f1f1f', label: 'Final warning' },
  terminal: { main: '#c62828', contrastText: '#ffffff', label: 'Terminal' },
  suspended: { main: '#7b6f8a', contrastText: '#ffffff', label: 'Suspended' },
  completed: { main: '#1565c0', contrastText: '#ffffff', label: 'Completed' },
} as const;
export type Status = keyof typeof statusColors;

/** Deep public-works blue. */
const primary = '#0d3b66';

export const theme = createTheme({
  spacing: 8,
  palette: {
    mode: 'light',
    primary: { main: primary, light: '#3c6591', dark: '#072542', contrastText: '#ffffff' },
    secondary: { main: '#455a64' },
    warning: { main: '#e8710a', contrastText: '#1f1f1f' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1c2530', secondary: '#55606d' },
    divider: '#dde2e8',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
    h1: { fontSize: '1.5rem', fontWeight: 600 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    h4: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Visible focus for keyboard users everywhere.
        ':focus-visible': { outline: `2px solid ${primary}`, outlineOffset: 2 },
        body: { fontVariantNumeric: 'lining-nums' },
        // Toasts with AA contrast (notistack's own green, blue and orange are too light for white text).
        'div.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
        'div.notistack-MuiContent-info': { backgroundColor: primary },
        'div.notistack-MuiContent-warning': { backgroundColor: '#a85200' },
        'div.notistack-MuiContent-error': { backgroundColor: '#c62828' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'primary' } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#dde2e8' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        root: { paddingTop: 6, paddingBottom: 6 },
        head: { fontWeight: 600, backgroundColor: '#f0f3f6', whiteSpace: 'nowrap' },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.125rem', fontWeight: 600 } } },
    // Underlined: a link in a sentence must not be told apart by colour alone (axe link-in-text-block).
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
