import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../bench/server';

/** An S3-compatible store of the drill's own (s3rver, in this process), stopped and started on its port. */
export interface OwnS3 {
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const BUCKET = 'recruit-drill';

export async function ownS3(): Promise<OwnS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-drill-s3-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    await server.run();
  };
  await start();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    start,
    stop: async () => void (await server?.close()),
  };
}
