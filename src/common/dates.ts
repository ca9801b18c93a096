/** The date rules live in the contract, where the API's exports format dates the same way. */
export { formatDate, formatTime, toApiDate, today } from '@contract/dates';
