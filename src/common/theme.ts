import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** A main colour with its lighter and darker shades and the text that reads on it. */
interface Tone {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

const navy: Tone = { main: '#1f4e79', light: '#4f7aa8', dark: '#10304f', contrastText: '#ffffff' };
/** On the dark background the navy turns to a light blue: both read at least 7:1 against their ground. */
const skyBlue: Tone = { main: '#90caf9', light: '#c3fdff', dark: '#5d99c6', contrastText: '#0b1b2b' };

/**
 * What both themes share: shapes, sidebar, and the component rules, on react-admin's light or dark theme
 * (`ra`); `accent` is the primary tone, `activeText` the current sidebar entry's text colour, `activeTint`
 * its background.
 */
function base(ra: RaThemeOptions, accent: Tone, activeText: string, activeTint: string): RaThemeOptions {
  return {
    ...ra,
    shape: { borderRadius: 8 },
    sidebar: { width: 232, closedWidth: 56 },
    components: {
      ...ra.components,
      // Where the keyboard's focus is, on every control (WCAG 2.4.7): Material UI marks it with a faint tint or a
      // ripple that a sortable header barely shows. Fields keep their own mark, the underline and label; on the
      // top bar's colour the ring takes its text's.
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible:not(input, textarea)': { outline: `2px solid ${accent.main}`, outlineOffset: 2 },
          '.MuiAppBar-root .MuiButtonBase-root.Mui-focusVisible, .MuiAppBar-root :focus-visible': {
            outlineColor: 'currentColor',
          },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${accent.main}`, outlineOffset: 2 } },
        },
      },
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
              borderLeftColor: accent.main,
              backgroundColor: activeTint,
              color: activeText,
              fontWeight: 600,
              '& .RaMenuItemLink-icon': { color: accent.main },
            },
          },
        },
      },
    },
  };
}

/** react-admin's light theme in the platform's colours: a calm navy with a teal accent, both AA on white. */
export const theme: RaThemeOptions = {
  ...base(defaultLightTheme, navy, navy.dark, 'rgba(31, 78, 121, 0.08)'),
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: navy,
    secondary: { main: '#00796b', light: '#48a999', dark: '#004c40', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    // MUI's red 700 reads 4.4:1 on a filled input's grey: an invalid field's small label needs red 800 for AA.
    error: { main: '#c62828', light: '#ef5350', dark: '#b71c1c', contrastText: '#ffffff' },
  },
};

/**
 * The dark theme: the same layout on a near-black ground, with light tones of the same hues, each at least
 * 4.5:1 on the background and on the paper of cards and menus (axe's contrast rule, WCAG AA). MUI's dark
 * success, warning and info tones pass as they are.
 */
export const darkTheme: RaThemeOptions = {
  ...base(defaultDarkTheme, skyBlue, '#e3f2fd', 'rgba(144, 202, 249, 0.16)'),
  palette: {
    mode: 'dark',
    primary: skyBlue,
    secondary: { main: '#80cbc4', light: '#b2fef7', dark: '#4f9a94', contrastText: '#0b1b2b' },
    background: { default: '#121417', paper: '#1c1f24' },
    error: { main: '#ff8a80', light: '#ffbcaf', dark: '#c85a54', contrastText: '#0b1b2b' },
  },
};
