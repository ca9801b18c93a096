import type { Sent } from './load';

/** What one fault did to the calls sent from its start until the drill's next step. */
export interface FaultFigures {
  /** Failed calls by status (0: no answer), as "503×12". */
  errors: string;
  /** From the fault's end until the first call that succeeds after the last failure, as "1.2 s" or "never". */
  recovery: string;
}

export function figuresOf(sent: readonly Sent[], start: number, end: number, until: number): FaultFigures {
  const window = sent.filter((call) => call.at >= start && call.at < until);
  const failed = window.filter((call) => call.status !== 200);
  const byStatus = new Map<number, number>();
  for (const call of failed) byStatus.set(call.status, (byStatus.get(call.status) ?? 0) + 1);
  const errors = [...byStatus].map(([status, count]) => `${status || 'no answer'}×${count}`).join(', ');
  const lastFailure = Math.max(start, ...failed.map((call) => call.at + call.ms));
  const recovered = window.find((call) => call.status === 200 && call.at >= lastFailure);
  const recovery = recovered
    ? `${(Math.max(0, recovered.at + recovered.ms - end) / 1000).toFixed(1)} s`
    : 'never';
  return { errors: errors || 'none', recovery };
}
