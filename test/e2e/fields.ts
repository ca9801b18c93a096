import type { Locator, Page } from 'playwright-core';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form field by its whole label, whether or not it is marked required: react-admin ends a required field's
 * label with a thin space and '*', which `getByLabel(label, { exact: true })` would not match.
 */
export const fieldLabelled = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?$`));
