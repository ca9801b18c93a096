/** Toasts close by themselves after 5 seconds (spec section 9). */
export const TOAST_DURATION_MS = 5000;

/** After asking for a reset link, or resetting, the app returns to sign-in after 2 seconds (spec section 9). */
export const REDIRECT_DELAY_MS = 2000;
