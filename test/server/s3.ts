import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { vi } from 'vitest';

/** What s3rver saw happen to the bucket: each object written (Put, Copy) or removed (Delete), by key. */
export interface BucketEvent {
  kind: string;
  key: string;
}

export interface S3Server {
  /** The settings that put a server's uploads into this bucket. */
  env: Record<string, string>;
  events: BucketEvent[];
  /** Stops answering, as a store that is down: its port refuses connections, its objects stay. */
  stop(): Promise<void>;
  /** Answers again, on the same port, with the objects it had. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** s3rver signs with these; the server's SDK reads them from the standard variables, as in production. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3-compatible server of the tests' own (s3rver, in this process) on a free loopback port, its objects in
 * a temporary folder, with one empty bucket; path-style, as self-hosted servers are addressed.
 */
export async function startS3(bucket = 'recruit-media'): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-s3-'));
  const events: BucketEvent[] = [];
  const listen = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    server.on('event', (event) => {
      for (const record of event.Records)
        events.push({ kind: record.eventName.split(':')[1] ?? '', key: record.s3.object.key });
    });
    return { server, port: (await server.run()).port };
  };
  let running: S3rver | undefined;
  const first = await listen(0);
  running = first.server;
  for (const [name, value] of Object.entries(CREDENTIALS)) vi.stubEnv(name, value);
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${first.port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    },
    events,
    async stop() {
      await running?.close();
      running = undefined;
    },
    async start() {
      running ??= (await listen(first.port)).server;
    },
    async close() {
      vi.unstubAllEnvs();
      await running?.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
