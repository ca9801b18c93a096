import { alpha, type Theme } from '@mui/material';

/**
 * react-big-calendar's stylesheet in the app's theme, light or dark: its lines in the divider colour, its
 * events in the primary tone with their contrast text, its texts in the theme's (each at least AA on its
 * ground). The stylesheet's own colours are fixed light ones.
 */
export const calendarStyles = (theme: Theme) => ({
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  [[
    '.rbc-month-view',
    '.rbc-time-view',
    '.rbc-header',
    '.rbc-header + .rbc-header',
    '.rbc-day-bg + .rbc-day-bg',
    '.rbc-month-row + .rbc-month-row',
    '.rbc-time-header-content',
    '.rbc-time-content',
    '.rbc-time-content > * + * > *',
    '.rbc-timeslot-group',
    '.rbc-day-slot .rbc-time-slot',
    '.rbc-agenda-view table.rbc-agenda-table',
    '.rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td',
    '.rbc-agenda-view table.rbc-agenda-table tbody > tr + tr',
    '.rbc-agenda-view table.rbc-agenda-table thead > tr > th',
    '.rbc-agenda-view table.rbc-agenda-table .rbc-agenda-time-cell',
  ].join(', ')]: { borderColor: theme.palette.divider },
  '.rbc-off-range-bg': { backgroundColor: theme.palette.action.hover },
  // The week and day views' all-day row: no interview lasts all day, and its empty row of the role "row" without
  // cells is an ARIA error (axe: aria-required-children).
  '.rbc-time-header-content .rbc-allday-cell': { display: 'none' },
  '.rbc-off-range': { color: theme.palette.text.secondary },
  '.rbc-today': { backgroundColor: alpha(theme.palette.primary.main, 0.1) },
  '.rbc-event, .rbc-day-slot .rbc-event': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    border: 'none',
  },
  '.rbc-event.rbc-selected': { backgroundColor: theme.palette.primary.dark },
  '.rbc-event:focus, .rbc-event-content a:focus-visible': {
    outline: `2px solid ${theme.palette.text.primary}`,
    outlineOffset: 1,
  },
  '.rbc-show-more': {
    backgroundColor: 'transparent',
    color: theme.palette.text.primary,
    fontWeight: 600,
    textDecoration: 'underline',
  },
  '.rbc-current-time-indicator': { backgroundColor: theme.palette.error.main },
  '.rbc-label, .rbc-agenda-date-cell, .rbc-agenda-time-cell': { whiteSpace: 'nowrap' },
  '.rbc-agenda-view table.rbc-agenda-table tbody > tr': { backgroundColor: 'transparent' },
  '.rbc-agenda-empty': { py: 2, color: theme.palette.text.secondary },
});

/**
 * Each filter's width: side by side on a wide screen (the theme makes text fields full-width, which put each
 * on a line of its own above the calendar), one under the other on a phone.
 */
export const FILTER_WIDTH = { width: { xs: '100%', sm: 260 } } as const;
