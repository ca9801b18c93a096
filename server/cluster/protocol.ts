import type { SlotLimits, Taken } from '../platform/slots';
import type { PresenceMessage } from '../presence/marks';

/*
 * What the primary and its workers say over the cluster's IPC channel (process.send): the workers' questions to
 * the state the primary keeps for all of them, its answers (by request id), and its words to every worker.
 */

/** The counting settings of one rate-limited route, as @fastify/rate-limit gives them to its store. */
export interface RateLimitRoute {
  /** The route's method and URL: each route counts apart, as the plugin's own memory store does. */
  name: string;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  cache?: number;
}

export type Question =
  | { service: 'rate-limit'; route: RateLimitRoute; key: string; timeWindow: number; max: number }
  | { service: 'throttle'; account: string; address: string }
  | { service: 'slot'; pool: string; limits: SlotLimits; key: string };

export interface RateLimitAnswer {
  current: number;
  ttl: number;
}

/** A throttled try: its wait, and the name the worker settles it by when it may go ahead. */
export interface ThrottleAnswer {
  wait: number;
  attempt?: number;
}

/** A slot taken, by the name the worker releases it by; or which limit is reached. */
export type SlotAnswer = { slot: number } | Exclude<Taken, { release: unknown }>;

/** Worker to primary. */
export type WorkerMessage =
  | { cluster: 'ready'; port: number; generatedPassword?: string }
  | { cluster: 'ask'; id: number; question: Question }
  | { cluster: 'settle'; attempt: number; outcome: 'succeeded' | 'refund' }
  | { cluster: 'release'; slot: number }
  | { cluster: 'presence'; message: PresenceMessage };

/** Primary to worker. */
export type PrimaryMessage =
  | { cluster: 'answer'; id: number; answer?: unknown; error?: string }
  | { cluster: 'presence'; message: PresenceMessage };

/** Whether `message` is one of the cluster's (a worker may hear other IPC, such as Node's own). */
export const isClusterMessage = <T extends { cluster: string }>(message: unknown): message is T =>
  typeof message === 'object' && message !== null && 'cluster' in message;

/**
 * The environment a worker is forked with: whether it runs the once-only jobs (the first place's worker), and
 * whether it makes the start's writes (the first worker of a start alone).
 */
export const JOBS_WORKER = 'RECRUIT_JOBS_WORKER';
export const START_WRITER = 'RECRUIT_START_WRITER';
