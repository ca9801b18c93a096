import pino from 'pino';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { addSigningKey } from './platform/signing-keys';
import { databaseFailure, exitOn } from './start-failures';

/**
 * `npm run rotate-key`: adds a signing key, which every instance signs with once it has read the keys again
 * (within a minute); the replaced key is accepted for REMEMBER_TTL more, so nobody is signed out.
 */
const config = loadConfigOrExit();
if (config.JWT_SECRET) {
  console.error(
    'JWT_SECRET is set, and it is the only signing key: change it to rotate (which signs everyone out).',
  );
  process.exit(1);
}
const db = openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  log: pino({ level: 'warn' }),
});
try {
  await migrate(db).catch(exitOn(databaseFailure, config));
  await addSigningKey(db.kysely);
  console.log('A new signing key signs from now on; the previous one is accepted while its tokens live.');
} finally {
  await db.close();
}
