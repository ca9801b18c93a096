import http from 'node:http';
import type { FileFormat } from '@contract/domain';
import { apiPath } from '@contract/paths';
import { markdownTable, ms } from './measure';
import { rssMiB } from './server';

/** How long the stalling client stops reading, once it has read STALL_AFTER bytes. */
const STALL_MS = 3_000;
const STALL_AFTER = 1024 * 1024;

interface ExportFigures {
  bytes: number;
  firstByte: number;
  total: number;
}

/** Downloads a list in `format`, read as fast as it comes, or stalled once for STALL_MS midway. */
function download(
  base: string,
  token: string,
  format: FileFormat,
  { stall = false, list = apiPath('candidateList', { status: 'all' }) } = {},
): Promise<ExportFigures> {
  const url = new URL(`/api/${list}?format=${format}`, base);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${format} export: ${response.statusCode}`));
      let bytes = 0;
      let firstByte = 0;
      let stalled = !stall;
      response.on('data', (chunk: Buffer) => {
        firstByte ||= performance.now() - start;
        bytes += chunk.length;
        if (stalled || bytes < STALL_AFTER) return;
        stalled = true;
        response.pause();
        setTimeout(() => response.resume(), STALL_MS);
      });
      response.on('end', () => resolve({ bytes, firstByte, total: performance.now() - start }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Issue 31: every candidate exported as an Excel workbook and, for comparison, as CSV, one export at a time:
 * its size, first and last byte, and the server's resident memory before and at its peak (sampled every
 * 10 ms) while it is written; then each again with a client that stops reading for STALL_MS after its first
 * MiB (the server must wait rather than buffer the rest). The user list is exported in both formats first,
 * untimed, so that the first export's warming up (compiling, the heap's first growth) is not counted.
 */
export async function exportMemory(base: string, pid: number, token: string): Promise<void> {
  for (const format of ['xlsx', 'csv'] as const)
    await download(base, token, format, { list: apiPath('userList') });
  const rows: string[][] = [];
  for (const stall of [false, true]) {
    for (const format of ['xlsx', 'csv'] as const) {
      const before = (await rssMiB(pid)) ?? Number.NaN;
      let peak = before;
      let running = true;
      const sampler = (async () => {
        while (running) {
          peak = Math.max(peak, (await rssMiB(pid)) ?? Number.NaN);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const figures = await download(base, token, format, { stall });
      running = false;
      await sampler;
      rows.push([
        stall ? `${format}, client stalls ${STALL_MS / 1000} s` : format,
        (figures.bytes / 2 ** 20).toFixed(1),
        ms(figures.firstByte),
        ms(figures.total),
        before.toFixed(0),
        peak.toFixed(0),
        (peak - before).toFixed(0),
      ]);
    }
  }
  console.log(
    `\nevery candidate exported, one export at a time (server RSS sampled every 10 ms):\n\n${markdownTable(
      ['export', 'MiB', 'first byte ms', 'last byte ms', 'RSS before MiB', 'RSS peak MiB', 'RSS growth MiB'],
      rows,
    )}`,
  );
}
