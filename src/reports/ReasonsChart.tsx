import { useLocaleState } from 'react-admin';
import type { FunnelReason } from '@contract/reports';
import { ChartCard } from '../dashboard/charts/ChartCard';
import { CountBars } from '../dashboard/charts/CountBars';
import { reasonName } from '../rejection-reasons/reasonName';
import { useReportTranslate } from './texts';

/** The reasons the rejected candidates were given, the most given first, named in the user's language. */
export function ReasonsChart({ reasons }: { reasons: readonly FunnelReason[] }) {
  const translate = useReportTranslate();
  const [locale] = useLocaleState();
  const title = translate('reports.reasons.title');
  const rows = reasons.map(({ reason, count }) => ({
    key: reason?.uid ?? '',
    label: reason ? reasonName(reason, locale) : translate('reports.reasons.none_given'),
    count,
  }));
  const axes = [translate('reports.reasons.reason'), translate('reports.reasons.candidates')] as const;
  return (
    <ChartCard title={title} columns={axes} rows={rows} empty={translate('reports.reasons.empty')}>
      <CountBars rows={rows} axes={axes} vertical />
    </ChartCard>
  );
}
