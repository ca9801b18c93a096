import type { FunnelStage } from '@contract/reports';
import type { Sheet } from '../export/sheet';

/** A ratio as a percentage with one decimal; empty where there is none. */
const percent = (ratio: number | null) => (ratio === null ? '' : Math.round(ratio * 1000) / 10);

/** Hours as days with one decimal; empty where there are none. */
const days = (hours: number | null) => (hours === null ? '' : Math.round((hours / 24) * 10) / 10);

/** The report's table as a file: one row a status, its figures as numbers. */
export const funnelSheet: Sheet<FunnelStage> = {
  file: 'funnel',
  title: 'reports.title',
  columns: [
    { header: 'reports.columns.status', cell: (stage, word) => word(`candidates.status.${stage.status}`) },
    { header: 'reports.columns.current', cell: (stage) => stage.current },
    { header: 'reports.columns.reached', cell: (stage) => stage.reached ?? '' },
    { header: 'reports.columns.conversion_percent', cell: (stage) => percent(stage.conversion) },
    { header: 'reports.columns.median_days', cell: (stage) => days(stage.median_hours) },
    { header: 'reports.columns.stays', cell: (stage) => stage.stays },
  ],
};
