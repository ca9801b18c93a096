/**
 * A public page's HTML carries its first paint (scripts/boot-html.ts, rendered by ./render.tsx), one copy per
 * language; its inline script shows the stored language's copy, or none (attribute `data-boot` on <html>).
 * What the entry needs of it is here, apart from the take-over (./takeOver.ts), which only the public form loads.
 */

export const BOOT_ATTRIBUTE = 'data-boot';
/** The attribute's value when no copy shows (another page, a stored session, or the app has taken over). */
export const NO_BOOT = 'none';

export const bootElementId = (language: string) => `boot-${language}`;

/** What the inline script marks until the app runs. */
export const MARKS = {
  /** On a field holding text (its label moves up). */
  filled: 'data-filled',
  /** On the form, submitted. */
  submitted: 'data-submitted',
  /** On the copy's <main>: the place of the button last clicked among its buttons. */
  clicked: 'data-clicked',
};

/** Ends the first paint: its copies leave the document, and the app's page shows (index.html's CSS). */
export function endBoot(): void {
  document.documentElement.setAttribute(BOOT_ATTRIBUTE, NO_BOOT);
  // Hidden copies go too: the app may open their page later, and it is the app's then.
  for (const copy of document.querySelectorAll('.boot')) copy.remove();
}

/** Where the first paint shows no copy, its hidden copies leave as the app starts. */
export function dropUnshownBoot(): void {
  if (document.documentElement.getAttribute(BOOT_ATTRIBUTE) === NO_BOOT) endBoot();
}
