import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ChartRow } from './ChartCard';

/** Tall enough for nine status rows whose long German names ('Erstes Vorstellungsgespräch') wrap to two lines. */
const HEIGHT = 360;
/** A sideways chart's height per row and for its axis: a few rows get bars as thick as nine do, not fatter ones. */
const ROW_HEIGHT = 36;
const AXES_HEIGHT = 72;
const STATUS_AXIS_WIDTH = 160;

/** Axis lines, ticks, grid and bars in the theme's colours, so that both themes draw them legibly. */
function useChartColours() {
  const { palette } = useTheme();
  const tick = { fill: palette.text.secondary, fontSize: 12 };
  return { tick, line: palette.divider, bar: palette.primary.main, label: palette.text.primary };
}

export interface CountBarsProps {
  rows: ChartRow[];
  /** The axes' names: what a bar is, and what it counts. */
  axes: readonly [string, string];
  vertical: boolean;
}

/**
 * One bar per row, counts written on the bars (no hover needed to read them); `vertical` lays bars sideways.
 * The dashboard's charts and the funnel report's draw their counts alike.
 */
export function CountBars({ rows, axes, vertical }: CountBarsProps) {
  const colours = useChartColours();
  // Every status is named; on a narrow screen only every other week or so, the newest always (the table has all).
  const category = {
    dataKey: 'label',
    tick: colours.tick,
    stroke: colours.line,
    interval: vertical ? 0 : 'preserveEnd',
  } as const;
  const count = { allowDecimals: false, tick: colours.tick, stroke: colours.line } as const;
  const name = (value: string) => ({ value, fill: colours.tick.fill, fontSize: 12 });
  const height = vertical ? Math.min(HEIGHT, AXES_HEIGHT + rows.length * ROW_HEIGHT) : HEIGHT;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={rows}
        layout={vertical ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={{ top: 20, right: 24, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke={colours.line} strokeDasharray="3 3" />
        {vertical ? (
          <>
            <XAxis
              type="number"
              height={40}
              {...count}
              label={{ ...name(axes[1]), position: 'insideBottom' }}
            />
            <YAxis type="category" width={STATUS_AXIS_WIDTH} {...category} />
          </>
        ) : (
          <>
            <XAxis
              type="category"
              {...category}
              angle={-35}
              textAnchor="end"
              height={84}
              label={{ ...name(axes[0]), position: 'insideBottom' }}
            />
            <YAxis
              type="number"
              {...count}
              label={{ ...name(axes[1]), angle: -90, position: 'insideLeft' }}
            />
          </>
        )}
        <Bar dataKey="count" fill={colours.bar} isAnimationActive={false}>
          <LabelList
            dataKey="count"
            position={vertical ? 'right' : 'top'}
            fill={colours.label}
            fontSize={12}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
