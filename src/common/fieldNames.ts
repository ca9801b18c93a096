/**
 * The options of a message that names a field, as react-admin's own "Sort by %{field_lower_first}" gets them:
 * the field's translated label, and the same with its first letter lowered (the i18nProvider keeps acronyms).
 */
export const fieldNames = (field: string) => ({
  field,
  field_lower_first: field.charAt(0).toLowerCase() + field.slice(1),
});
