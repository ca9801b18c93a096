import { defaultTheme, type RaThemeOptions } from 'react-admin';

const navy = { main: '#1f4e79', light: '#4f7aa8', dark: '#10304f', contrastText: '#ffffff' };

/** react-admin's light theme in the platform's colours: a calm navy with a teal accent, both AA on white. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: navy,
    secondary: { main: '#00796b', light: '#48a999', dark: '#004c40', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    // MUI's red 700 reads 4.4:1 on a filled input's grey: an invalid field's small label needs red 800 for AA.
    error: { main: '#c62828', light: '#ef5350', dark: '#b71c1c', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 232, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    // Sentence case reads better than MUI's capitals, in German especially.
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
    // Every write waits for the server (react-admin's default is undoable): success shows only after status 200.
    RaEdit: { defaultProps: { mutationMode: 'pessimistic' } },
    RaDeleteButton: { defaultProps: { mutationMode: 'pessimistic' } },
    // The sidebar's current section: a tinted bar in the primary colour, not just darker text.
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            borderLeftColor: navy.main,
            backgroundColor: 'rgba(31, 78, 121, 0.08)',
            color: navy.dark,
            fontWeight: 600,
            '& .RaMenuItemLink-icon': { color: navy.main },
          },
        },
      },
    },
  },
};
