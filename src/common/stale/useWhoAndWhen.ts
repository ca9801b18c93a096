import type { TranslateFunction } from 'react-admin';
import type { Stale } from '../../providers/stale';
import { useDateTime } from '../useDateTime';

/** Who saved meanwhile and when, in the user's language and its way of writing a moment. */
export function useWhoAndWhen(stale: Stale, translate: TranslateFunction) {
  const dateTime = useDateTime();
  const known = stale.changedBy && stale.changedAt;
  return {
    said: known
      ? translate('stale.by', { name: stale.changedBy, when: dateTime(stale.changedAt ?? '') })
      : translate('stale.unknown'),
    theirs: known
      ? translate('stale.theirs_by', { name: stale.changedBy, when: dateTime(stale.changedAt ?? '') })
      : translate('stale.theirs'),
  };
}
