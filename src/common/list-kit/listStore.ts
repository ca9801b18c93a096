/**
 * A list route's key in react-admin's store: its List keeps the route's filters, sort and page under it (the
 * List's storeKey). Each route keeps its own.
 */
export const listStoreKey = (resource: string, pathname: string) => `${resource}${pathname}`;

/** Where a list route keeps its search mode: the one search box ('q'), or the advanced filters. */
export const searchModeKey = (storeKey: string) => `${storeKey}.searchMode`;

/** Where a list route keeps its view: the list, or the grid of cards. */
export const viewKey = (storeKey: string) => `${storeKey}.view`;
