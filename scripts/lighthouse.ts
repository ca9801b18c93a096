/**
 * `npm run bench:lighthouse [-- path...]`: Lighthouse's mobile preset (slow 4G, 4× CPU) on each path given (the
 * sign-in page, `/`, by default), served as `npm start` serves it, in the project's own Chromium. It runs
 * LIGHTHOUSE_RUNS times per path (3 by default: the machine is shared) and prints each run and the median of
 * every figure. Not part of `npm test`.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs/promises';
import os from 'node:os';
import { benchData, startServer } from './bench/server';
import { CHROMIUM } from './chromium';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PATHS = process.argv.length > 2 ? process.argv.slice(2) : ['/'];

/** Headless on a server as root, as scripts/chromium.ts launches it for the tests. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Figures = Record<string, number>;

/** A figure of the report: an audit's value, or a category's score out of 100. */
async function measure(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    if (result.lhr.runtimeError) console.warn('Lighthouse:', result.lhr.runtimeError.message);
    const { audits, categories } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
    const unused = audits['unused-javascript']?.details;
    return {
      performance: score('performance'),
      'LCP ms': Math.round(value('largest-contentful-paint')),
      'FCP ms': Math.round(value('first-contentful-paint')),
      'TBT ms': Math.round(value('total-blocking-time')),
      CLS: Number(value('cumulative-layout-shift').toFixed(3)),
      'transferred KiB': Math.round(value('total-byte-weight') / 1024),
      'unused JS KiB':
        unused && 'overallSavingsBytes' in unused ? Math.round((unused.overallSavingsBytes ?? 0) / 1024) : 0,
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of the runs that gave the figure (a run Lighthouse could not finish gives none). */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** RUNS runs on one path, then the median of each figure. */
async function measurePath(base: string, page: string) {
  const runs: Figures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    runs.push(await measure(new URL(page, base).href));
    console.log(`${page} run ${run}:`, JSON.stringify(runs.at(-1)));
  }
  const keys = Object.keys(runs[0] ?? {});
  console.log(
    `Lighthouse ${RUNS}× on ${page} (mobile preset), median of each figure; load: ${os.loadavg()[0]}`,
  );
  console.table(Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] ?? NaN))])));
}

async function main() {
  const data = await benchData(undefined, undefined);
  try {
    const server = await startServer(data, { app: true });
    try {
      for (const page of PATHS) await measurePath(server.base, page);
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(data.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
