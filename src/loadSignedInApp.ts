/**
 * The signed-in half of the app (src/SignedInApp.tsx), loaded on its first signed-in route, or as soon as
 * a sign-in is sent, so that its code travels while the API checks the password.
 */
export const loadSignedInApp = () => import('./SignedInApp');
