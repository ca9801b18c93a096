import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { screenReaderOnly } from '../../common/screenReaderOnly';

export interface ChartRow {
  key: string;
  label: string;
  count: number;
}

interface ChartCardProps {
  title: string;
  /** The headers of the table's two columns: what a row is, and what is counted. */
  columns: readonly [string, string];
  rows: readonly ChartRow[];
  /** Said instead of an empty chart and table, where there are no rows. */
  empty?: string;
  /** The chart itself: hidden from screen readers, which read the same rows from the table. */
  children: ReactNode;
}

/**
 * A dashboard chart under its title, with its figures as a table that only screen readers see: a bar chart's
 * SVG says nothing to them, the table says every value with its row and column.
 */
export function ChartCard({ title, columns, rows, empty, children }: ChartCardProps) {
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
        {empty !== undefined && rows.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <>
            <div aria-hidden>{children}</div>
            <Table size="small" sx={screenReaderOnly}>
              <caption>{title}</caption>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{columns[0]}</TableCell>
                  <TableCell scope="col">{columns[1]}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell component="th" scope="row">
                      {row.label}
                    </TableCell>
                    <TableCell>{row.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
