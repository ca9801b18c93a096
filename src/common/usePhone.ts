import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Below the `sm` breakpoint (600 px): a phone, where the sidebar is a drawer and a table's columns would
 * scroll sideways. A media query, for `sx` keys too.
 */
export const onPhone = (theme: Theme) => theme.breakpoints.down('sm');

/** Whether the screen is a phone's, read at once (noSsr), so that a phone never draws the desk's layout first. */
export const usePhone = (): boolean => useMediaQuery(onPhone, { noSsr: true });
