import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { announce } from '../start-banner';
import {
  isClusterMessage,
  JOBS_WORKER,
  START_WRITER,
  type PrimaryMessage,
  type WorkerMessage,
} from './protocol';
import { clusterServices } from './services';

/** A replacement's first wait, doubled after each worker that died within STEADY_MS of its start. */
const FIRST_RESTART_MS = 500;
const LONGEST_RESTART_MS = 30_000;
/** A worker that served this long had not been crash-looping: its replacement starts after the first wait. */
const STEADY_MS = 60_000;

/** One of the WORKERS places: the worker in it now, and how its last ones fared. */
interface Place {
  worker?: Worker;
  startedAt: number;
  quickDeaths: number;
  restart?: NodeJS.Timeout;
  /** Whether the worker in it replaces one that died (logged once it serves). */
  replacing: boolean;
}

/**
 * The cluster's primary (WORKERS above 1): it serves nothing itself. The first worker starts alone and makes
 * the start's writes (migrations, the first administrator, the demo data); once it listens, the primary prints
 * the banner and forks the others, which skip those writes. A first worker that fails ends the start with its own
 * exit code (it has said why). Later, a worker that dies is replaced after a backoff while the others serve;
 * place 0 is the jobs worker (server.ts startJobs) and its replacement takes the role on. SIGTERM and SIGINT
 * stop every worker gracefully, then the primary exits 0.
 */
export function runPrimary(config: Config, logger: Logger): void {
  const services = clusterServices();
  const places: Place[] = Array.from({ length: config.WORKERS }, () => ({
    startedAt: 0,
    quickDeaths: 0,
    replacing: false,
  }));
  let serving = false;
  let closing = false;
  let failedToStop = false;

  const live = () => places.flatMap((place) => (place.worker ? [place.worker] : []));
  const send = (worker: Worker, message: PrimaryMessage) => {
    // A worker that has just died cannot hear: the callback takes the error that would otherwise be thrown.
    if (worker.isConnected()) worker.send(message, undefined, () => undefined);
  };

  const fork = (slot: number) => {
    const place = places[slot];
    if (!place) return;
    const worker = cluster.fork({
      [JOBS_WORKER]: slot === 0 ? '1' : '',
      [START_WRITER]: serving ? '' : '1',
    });
    Object.assign(place, { worker, startedAt: Date.now(), restart: undefined });
    worker.on('message', (message: unknown) => {
      // A dead worker's last words may come after its exit, once its slots were freed: none is taken for it.
      if (place.worker === worker && isClusterMessage<WorkerMessage>(message)) hear(place, worker, message);
    });
    worker.on('exit', (code, signal) => exited(slot, worker, code, signal));
  };

  const hear = (place: Place, worker: Worker, message: WorkerMessage) => {
    switch (message.cluster) {
      case 'ready':
        if (place.replacing) logger.info({ worker: worker.process.pid }, 'worker replaced');
        place.replacing = false;
        if (serving) return;
        serving = true;
        announce(config, logger, message.port, message.generatedPassword);
        for (let slot = 1; slot < places.length; slot++) fork(slot);
        return;
      case 'ask':
        services.answer(worker.id, message.question).then(
          (answer) => send(worker, { cluster: 'answer', id: message.id, answer }),
          (error: unknown) => send(worker, { cluster: 'answer', id: message.id, error: String(error) }),
        );
        return;
      case 'settle':
        void services.settle(message.attempt, message.outcome);
        return;
      case 'release':
        services.release(message.slot);
        return;
      case 'presence':
        for (const each of live()) send(each, message);
    }
  };

  const exited = (slot: number, worker: Worker, code: number | null, signal: string | null) => {
    const place = places[slot];
    if (!place || place.worker !== worker) return;
    place.worker = undefined;
    services.forget(worker.id);
    if (closing) {
      failedToStop ||= code !== 0;
      if (live().length === 0) process.exit(failedToStop ? 1 : 0);
      return;
    }
    // The first worker could not start (the database, the port): it said why; the start fails as it did.
    if (!serving) process.exit(code ?? 1);
    place.quickDeaths = Date.now() - place.startedAt < STEADY_MS ? place.quickDeaths + 1 : 1;
    const wait = Math.min(FIRST_RESTART_MS * 2 ** (place.quickDeaths - 1), LONGEST_RESTART_MS);
    logger.error(
      { worker: worker.process.pid, code, signal, restartInMs: wait },
      'worker died; starting another',
    );
    place.replacing = true;
    place.restart = setTimeout(() => fork(slot), wait);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      logger.info({ signal }, 'shutting down');
      for (const place of places) clearTimeout(place.restart);
      const workers = live();
      if (workers.length === 0) process.exit(0);
      // Each closes as a single process does (serve.ts); a terminal's Ctrl-C has told them already.
      for (const worker of workers) worker.process.kill('SIGTERM');
    });
  }
  fork(0);
}
