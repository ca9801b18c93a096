import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { FunnelStage } from '@contract/reports';
import { screenReaderOnly } from '../common/screenReaderOnly';
import { useReportTranslate } from './texts';
import { useFigures } from './useFigures';

/** The table's columns, by their keys in i18n/reports.ts (`reports.columns.*`, the export's headers too). */
const COLUMNS = ['status', 'current', 'reached', 'conversion', 'median', 'stays'] as const;

/** On a phone the six columns share its width, their words wrapping inside them rather than past its edge. */
const PHONE_FIT = {
  tableLayout: { xs: 'fixed', sm: 'auto' },
  '& th, & td': { px: { xs: 0.5, sm: 2 }, overflowWrap: 'anywhere', hyphens: 'auto' },
} as const;

/** A figure that does not apply: a dash to see, what it stands for to hear. */
function NoValue({ meaning }: { meaning: 'reached' | 'conversion' | 'median' }) {
  const translate = useReportTranslate();
  return (
    <>
      <span aria-hidden>–</span>
      <Box component="span" sx={screenReaderOnly}>
        {translate(`reports.no_value.${meaning}`)}
      </Box>
    </>
  );
}

function StageRow({ stage }: { stage: FunnelStage }) {
  const translate = useReportTranslate();
  const { percent, duration } = useFigures();
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {translate(`candidates.status.${stage.status}`)}
      </TableCell>
      <TableCell align="right">{stage.current}</TableCell>
      <TableCell align="right">{stage.reached ?? <NoValue meaning="reached" />}</TableCell>
      <TableCell align="right">
        {stage.conversion === null ? <NoValue meaning="conversion" /> : percent(stage.conversion)}
      </TableCell>
      <TableCell align="right">
        {stage.median_hours === null ? <NoValue meaning="median" /> : duration(stage.median_hours)}
      </TableCell>
      <TableCell align="right">{stage.stays}</TableCell>
    </TableRow>
  );
}

/**
 * Every status of the report, in the API's order (the funnel's, Rejected last): its candidates now, how many
 * reached it, the share of them that reached the next stage, and the median of the finished stays in it.
 */
export function StageTable({ stages }: { stages: readonly FunnelStage[] }) {
  const translate = useReportTranslate();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('reports.table.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId} sx={PHONE_FIT}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} scope="col" align={column === 'status' ? 'left' : 'right'}>
                  {translate(`reports.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {stages.map((stage) => (
              <StageRow key={stage.status} stage={stage} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
