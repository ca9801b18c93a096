import { useTranslate } from 'react-admin';
import type { Stale } from '../../providers/stale';
import { useDateTime } from '../useDateTime';

/** Who saved meanwhile and when, in the user's language and its way of writing a moment. */
export function useWhoAndWhen(stale: Stale) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const known = stale.changedBy && stale.changedAt;
  return {
    said: known
      ? translate('app.stale.by', { name: stale.changedBy, when: dateTime(stale.changedAt ?? '') })
      : translate('app.stale.unknown'),
    theirs: known
      ? translate('app.stale.theirs_by', { name: stale.changedBy, when: dateTime(stale.changedAt ?? '') })
      : translate('app.stale.theirs'),
  };
}
