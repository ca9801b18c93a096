import erasureTexts from '../../../i18n/erasure';
import { useAreaTranslate, type LazyArea } from '../useAreaTranslate';
import { historyTexts } from './fields';

const NO_AREA = { texts: { english: {}, german: {} } satisfies LazyArea, prefix: '' };

/** A timeline's translate for one kind of entry: its own area's texts, the erasure's, and the app's. */
export function useHistoryTranslate(kind: string) {
  const erasure = useAreaTranslate(erasureTexts, 'erasure');
  const { area = NO_AREA } = historyTexts(kind);
  const own = useAreaTranslate(area.texts, area.prefix);
  return (key: string, options?: object) =>
    area.prefix && key.startsWith(`${area.prefix}.`) ? own(key, options) : erasure(key, options);
}
