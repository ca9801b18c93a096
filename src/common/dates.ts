/** The date rules live in the contract, where the API's exports format dates the same way. */
export { formatDate, formatTime, toApiDate, today } from '@contract/dates';

/** The browser's time zone: invitations give an interview's time in it, the calendar's export its starts. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
