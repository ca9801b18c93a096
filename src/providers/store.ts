import { localStorageStore } from 'react-admin';

/**
 * What react-admin keeps its preferences in (language, sidebar, list settings), in localStorage as `<Admin>`
 * does by default. The public pages write the language here too, so that the signed-in app opens in the
 * language chosen on sign-in.
 */
export const store = localStorageStore();
