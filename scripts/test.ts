/**
 * `npm test`: the browser suite and the API + app suites side by side, as two vitest runs.
 *
 * Vitest runs a project whose files must go one at a time (the browser suite) only after every other project,
 * on one worker of a 2-core machine: the whole run was serial. The browser suite waits mostly on Chromium and
 * its own server, the API suite mostly on the database, so together they use the machine. Each line says which
 * run wrote it; the exit code is the worse of the two. With arguments it is one plain vitest run.
 */
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import readline from 'node:readline';

const RUNS = [
  { label: 'browser', projects: ['browser'] },
  { label: 'api+app', projects: ['server', 'app'] },
];

const children = new Set<ChildProcess>();
// Ctrl+C or CI's timeout ends both runs, and with them their workers, browsers and servers.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

/** `vitest run` (on PATH under npm), its lines prefixed by `label` if given. */
function vitest(args: readonly string[], label?: string): Promise<number> {
  const child = label
    ? prefixed(spawn('vitest', ['run', ...args], { stdio: ['ignore', 'pipe', 'pipe'] }), label)
    : spawn('vitest', ['run', ...args], { stdio: 'inherit' });
  children.add(child);
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

function prefixed(child: ChildProcessByStdio<null, Readable, Readable>, label: string) {
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: from }).on('line', (line) => to.write(`[${label}] ${line}\n`));
  }
  return child;
}

const args = process.argv.slice(2);
const codes =
  args.length > 0
    ? [await vitest(args)]
    : await Promise.all(
        RUNS.map(({ label, projects }) =>
          vitest(
            projects.flatMap((name) => ['--project', name]),
            label,
          ),
        ),
      );
process.exit(Math.max(...codes));
