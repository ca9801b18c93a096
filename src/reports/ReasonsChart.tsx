import { Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState } from 'react-admin';
import type { FunnelReason } from '@contract/reports';
import { ChartCard } from '../dashboard/charts/ChartCard';
import { CountBars } from '../dashboard/charts/CountBars';
import { reasonName } from '../rejection-reasons/reasonName';
import { useReportTranslate } from './texts';

/** No candidate was rejected: the card says so rather than draw an empty chart. */
function NoRejections({ title }: { title: string }) {
  const translate = useReportTranslate();
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', borderRadius: 2 }}
    >
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{translate('reports.reasons.empty')}</Typography>
      </CardContent>
    </Card>
  );
}

/** The reasons the rejected candidates were given, the most given first, named in the user's language. */
export function ReasonsChart({ reasons }: { reasons: readonly FunnelReason[] }) {
  const translate = useReportTranslate();
  const [locale] = useLocaleState();
  const title = translate('reports.reasons.title');
  if (reasons.length === 0) return <NoRejections title={title} />;
  const rows = reasons.map(({ reason, count }) => ({
    key: reason?.uid ?? '',
    label: reason ? reasonName(reason, locale) : translate('reports.reasons.none_given'),
    count,
  }));
  const axes = [translate('reports.reasons.reason'), translate('reports.reasons.candidates')] as const;
  return (
    <ChartCard title={title} columns={axes} rows={rows}>
      <CountBars rows={rows} axes={axes} vertical />
    </ChartCard>
  );
}
