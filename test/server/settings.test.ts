import { spawn } from 'node:child_process';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the server as `npm start` would run its source, with `env` on top; its exit code and output. */
function start(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Issue 13: a wrong setting stops the start with one line naming the variable, its value and what is allowed. */
describe('settings', () => {
  it('names each wrong variable, its value and what it may be, one line each', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DEMO_CANDIDATES: '1_000' })).toThrow(
      [
        'PORT="abc" is not allowed: a port number from 0 to 65535',
        'LOG_LEVEL="loud" is not allowed: one of fatal, error, warn, info, debug, trace, silent',
      ].join('\n'),
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short', TOKEN_TTL: '-5' })).toThrow(
      [
        'ADMIN_PASSWORD="short" is not allowed: a password of 8 to 25 characters',
        'TOKEN_TTL="-5" is not allowed: a whole number of seconds above 0',
      ].join('\n'),
    );
  });

  it('reads allowed values as they are written', () => {
    const config = loadConfig({ PORT: '9000', DEMO_CANDIDATES: '100_000', DEMO_DATA: 'true' });
    expect(config).toMatchObject({ PORT: 9000, DEMO_CANDIDATES: 100_000, DEMO_DATA: true });
    // Set to nothing, as a compose file's `ADMIN_PASSWORD=` does: unset, so the default applies.
    const unset = loadConfig({ ADMIN_PASSWORD: '', JWT_SECRET: '', PORT: '' });
    expect([unset.ADMIN_PASSWORD, unset.JWT_SECRET, unset.PORT]).toEqual([undefined, undefined, 8080]);
  });

  it('takes the app to be at this machine and PORT until APP_URL says otherwise', () => {
    expect(loadConfig({}).APP_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000' }).APP_URL).toBe('http://localhost:3000');
    const set = { PORT: '3000', APP_URL: 'https://recruit.example.com' };
    expect(loadConfig(set).APP_URL).toBe('https://recruit.example.com');
  });

  it('reads the object storage settings, and names a wrong one', () => {
    const env = { S3_BUCKET: 'recruit-media', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' };
    expect(loadConfig(env)).toMatchObject({ ...env, S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({}).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() =>
      loadConfig({ S3_BUCKET: 'Media_Files', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(
      [
        'S3_BUCKET="Media_Files" is not allowed: a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens',
        'S3_ENDPOINT="minio:9000" is not allowed: an http or https URL, such as http://127.0.0.1:9000',
        'S3_FORCE_PATH_STYLE="yes" is not allowed: empty, 0, 1, true or false',
      ].join('\n'),
    );
  });

  it('takes the proxies to trust as fastify reads them, and names a list it could not read', () => {
    const allowed = [
      '',
      'true',
      'false',
      '2',
      'loopback',
      '10.0.0.0/8, 192.168.1.7',
      '::1,fd00::/8',
      '10.0.0.0/255.0.0.0',
    ];
    for (const TRUST_PROXY of allowed) expect(() => loadConfig({ TRUST_PROXY })).not.toThrow();
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    const description = 'true, false, a number of proxies, or addresses and CIDRs separated by commas';
    for (const TRUST_PROXY of ['abc', '10.0.0.1/33', '10.0.0.1,', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY })).toThrow(
        `TRUST_PROXY=${JSON.stringify(TRUST_PROXY)} is not allowed: ${description}`,
      );
    }
  });

  it('takes a PostgreSQL URL for DATABASE_URL and names anything else', () => {
    const url = 'postgresql://recruit:secret@db:5432/recruit';
    expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    for (const DATABASE_URL of ['mysql://u@db/recruit', 'db:5432/recruit']) {
      expect(() => loadConfig({ DATABASE_URL })).toThrow(
        `DATABASE_URL=${JSON.stringify(DATABASE_URL)} is not allowed: a PostgreSQL URL, such as postgres://recruit:password@127.0.0.1:5432/recruit`,
      );
    }
  });

  it('stops the start with those lines alone and exit code 1', async () => {
    const { code, stdout, stderr } = await start({ PORT: '80a', APP_URL: 'localhost' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'PORT="80a" is not allowed: a port number from 0 to 65535',
      'APP_URL="localhost" is not allowed: a URL, such as https://recruit.example.com',
    ]);
  });

  it('says in one line that the port is taken, and stops with exit code 1', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-port-'));
    try {
      const { code, stderr } = await start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `127.0.0.1:${port} is in use by another program: stop it, or set PORT to a free port`,
      );
    } finally {
      taken.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('says in one line that HOST names no address to listen on, and stops with exit code 1', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-host-'));
    try {
      const { code, stdout, stderr } = await start({
        HOST: '999.1.1.1',
        PORT: '0',
        DATA_DIR: dataDir,
        // Warnings and worse only: the info lines of a normal start (such as a missing built app) are not news.
        LOG_LEVEL: 'warn',
      });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim()).toBe('HOST=999.1.1.1 is neither an address nor a name this machine can look up');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('says in one line where the database could not be opened, without its password', async () => {
    const unreachable = await start({
      DATABASE_URL: 'postgres://recruit:s3cret@127.0.0.1:1/recruit',
      LOG_LEVEL: 'warn',
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stdout).toBe('');
    expect(unreachable.stderr.trim()).toBe(
      'The database at DATABASE_URL=postgres://recruit:***@127.0.0.1:1/recruit cannot be opened: connect ECONNREFUSED 127.0.0.1:1',
    );
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-file-')), 'not-a-folder');
    await fs.writeFile(file, '');
    try {
      const noFolder = await start({ DATA_DIR: path.join(file, 'data') });
      expect(noFolder.code).toBe(1);
      expect(noFolder.stderr.trim()).toMatch(
        new RegExp(`^The database cannot be kept in DATA_DIR=${file}/data: ENOTDIR: not a directory`),
      );
    } finally {
      await fs.rm(path.dirname(file), { recursive: true, force: true });
    }
  }, 90_000);

  it('starts with a banner that says what to open and, the first time, how the administrator signs in', async () => {
    const output = await firstStart({ terminal: false });
    const [banner, ...others] = output.trim().split('\n');
    expect(others).toEqual([]);
    const message = (JSON.parse(banner ?? '{}') as { msg: string }).msg;
    expect(message).toMatch(
      /^Recruit is running: open http:\/\/recruit\.example:8080\nFirst administrator: admin@example\.com with password \S{16} \(shown this once; set ADMIN_PASSWORD to choose it\)$/,
    );
  }, 90_000);

  it('shows the administrator their password at a quieter log level too, and the port PORT=0 chose', async () => {
    const output = await firstStart({ terminal: false, env: { LOG_LEVEL: 'error', APP_URL: '' } });
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(/^Recruit is running: open http:\/\/localhost:[1-9]\d*\/$/),
      expect.stringMatching(/^First administrator: admin@example\.com with password \S{16} /),
    ]);
  }, 90_000);

  it('says at the start when STATIC_DIR holds no built app', async () => {
    const output = await firstStart({
      terminal: false,
      env: { STATIC_DIR: '/nonexistent', LOG_LEVEL: 'info' },
    });
    const messages = output
      .trim()
      .split('\n')
      .flatMap((line) => (line.startsWith('{') ? [(JSON.parse(line) as { msg: string }).msg] : []));
    expect(messages).toContain(
      'No built app in STATIC_DIR=/nonexistent: the API alone is served (npm run build makes the app, npm run dev serves it)',
    );
  }, 90_000);

  it.skipIf(!fsSync.existsSync(SCRIPT))(
    'writes readable lines, not JSON, to a terminal',
    async () => {
      const output = await firstStart({ terminal: true });
      const lines = output.replace(ANSI_COLOUR, '').trim().split(/\r?\n/);
      expect(lines[0]).toMatch(
        /^\[\d\d:\d\d:\d\d\] WARN: Recruit is running: open http:\/\/recruit\.example:8080$/,
      );
      expect(lines[1]).toMatch(/^First administrator: admin@example\.com with password \S{16} /);
    },
    90_000,
  );
});

/** util-linux's `script`: runs a command on a pseudo-terminal, as a person's shell would. */
const SCRIPT = '/usr/bin/script';
// eslint-disable-next-line no-control-regex -- the escape sequences a terminal's colours are
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

/**
 * What the server writes at its first start (warn level unless `env` says otherwise) to either stream until
 * the administrator's password is out, on a pipe or on a terminal; then it is stopped.
 */
async function firstStart({
  terminal,
  env = {},
}: {
  terminal: boolean;
  env?: Record<string, string>;
}): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-banner-'));
  const { ADMIN_PASSWORD: _chosen, ...inherited } = process.env;
  const command = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const [file, ...args] = terminal ? [SCRIPT, '-qfc', command.join(' '), '/dev/null'] : command;
  const child = spawn(file ?? '', args, {
    cwd: root,
    env: {
      ...inherited,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_URL: 'http://recruit.example:8080',
      PRODUCT_NAME: 'Recruit',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toMatch(/First administrator.*\)/);
    return output;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
