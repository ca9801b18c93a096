import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryChange } from '@contract/history';
import { VALUELESS_FIELDS, type HistoryAction } from '@contract/domain';
import { historyField } from './fields';
import type { HistoryField } from './labels';
import { LongText } from './LongText';
import { useHistoryTranslate } from './useHistoryTranslate';

const isValueless = (field: string) => (VALUELESS_FIELDS as readonly string[]).includes(field);

function Value({ value, spec }: { value: string | null; spec: HistoryField }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (value === null || value === '') return <>{translate('app.page.none')}</>;
  const shown = spec.show ? spec.show(value, translate, locale) : value;
  return spec.long ? <LongText text={shown} /> : <>{shown}</>;
}

/**
 * One changed field as "Label: from → to", labelled as the screens label it; a create shows the new value
 * alone, a delete the last one. A password or logo has no values: "Password changed", "Logo set".
 */
export function ChangeLine({
  kind,
  action,
  change,
}: {
  kind: string;
  action: HistoryAction;
  change: HistoryChange;
}) {
  const translate = useHistoryTranslate(kind);
  const spec = historyField(kind, change.field);
  const label = translate(spec.label, { _: spec.label });
  if (isValueless(change.field) || spec.valueless) {
    const phrase = action === 'create' ? 'app.history.field_set' : 'app.history.field_changed';
    return <Box component="li">{translate(phrase, { field: label })}</Box>;
  }
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      {label}: {action !== 'create' && <Value value={change.from} spec={spec} />}
      {action === 'update' && ' → '}
      {action !== 'delete' && <Value value={change.to} spec={spec} />}
    </Box>
  );
}
