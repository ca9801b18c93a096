/**
 * Choices for react-admin's radio groups and selects from a domain list (contract/domain.ts): each value
 * with its i18n label key `${labels}.${value}`, which the inputs translate.
 */
export const domainChoices = (labels: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `${labels}.${value}` }));
