/**
 * The app's form takes over from a public page's first paint (./marks.ts): what was typed, the focus, and a
 * submit asked for already.
 */
import { bootElementId, BOOT_ATTRIBUTE, endBoot, MARKS, NO_BOOT } from './marks';

/** What the user did in the first paint's form before the app ran. */
export interface BootInput {
  /** Each field's text, or a checkbox's tick, by name; untouched fields are left out. */
  values: Record<string, string | boolean>;
  /** The field with the focus, by name. */
  focused?: string;
  /** Where the caret stood in it, where its type tells. */
  selection?: [number, number];
  /** The form was submitted (the inline script held it back). */
  submitted: boolean;
  /** The last button clicked (the language menu, the password's), by its place among the page's buttons. */
  clicked?: number;
}

function read(page: HTMLElement, form: HTMLFormElement): BootInput {
  const input: BootInput = { values: {}, submitted: form.hasAttribute(MARKS.submitted) };
  const clicked = page.querySelector('main')?.getAttribute(MARKS.clicked);
  if (clicked) input.clicked = Number(clicked);
  for (const field of form.querySelectorAll('input')) {
    if (!field.name) continue;
    const value = field.type === 'checkbox' ? field.checked : field.value;
    if (value !== '' && value !== false) input.values[field.name] = value;
    if (field === document.activeElement) {
      input.focused = field.name;
      if (field.selectionStart !== null && field.selectionEnd !== null)
        input.selection = [field.selectionStart, field.selectionEnd];
    }
  }
  return input;
}

/**
 * Ends the first paint: the app's page shows in its place in the same frame (index.html's CSS hides #root while a
 * copy shows), and the copies leave the document. Answers what the user did in the copy that showed, if any.
 */
export function takeOverBoot(): BootInput | undefined {
  const root = document.documentElement;
  const shown = root.getAttribute(BOOT_ATTRIBUTE);
  const page = shown === null || shown === NO_BOOT ? null : document.getElementById(bootElementId(shown));
  const form = page?.querySelector('form');
  const input = page && form ? read(page, form) : undefined;
  endBoot();
  return input;
}

/** Clicks the app's button in the place of the one clicked in the first paint (see BootInput.clicked). */
export function clickAgain(input: BootInput): void {
  if (input.clicked === undefined) return;
  document.querySelectorAll<HTMLElement>('#root main button')[input.clicked]?.click();
}
