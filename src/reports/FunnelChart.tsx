import { funnelRank, type FunnelStage } from '@contract/reports';
import { ChartCard } from '../dashboard/charts/ChartCard';
import { CountBars } from '../dashboard/charts/CountBars';
import { useReportTranslate } from './texts';

/** How many candidates reached each stage of the funnel, Applied first (Rejected is no stage of it). */
export function FunnelChart({ stages }: { stages: readonly FunnelStage[] }) {
  const translate = useReportTranslate();
  const rows = stages
    .flatMap(({ status, reached }) => {
      const rank = funnelRank(status);
      return rank === null || reached === null ? [] : [{ rank, status, count: reached }];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ status, count }) => ({ key: status, label: translate(`candidates.status.${status}`), count }));
  const axes = [translate('reports.funnel.stage'), translate('reports.funnel.candidates')] as const;
  return (
    <ChartCard title={translate('reports.funnel.title')} columns={axes} rows={rows}>
      <CountBars rows={rows} axes={axes} vertical />
    </ChartCard>
  );
}
