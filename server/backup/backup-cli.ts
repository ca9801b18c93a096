import { loadConfigOrExit } from '../config';
import { createBackup } from './create';
import { fromHere, runCommand } from './errors';
import { backupReport } from './report';

/**
 * `npm run backup [FILE or FOLDER]`: one archive of the data of the server configured by the same settings
 * (DATA_DIR, DATABASE_URL), written while it runs; by default recruit-backup-<UTC time>.tar.gz in the
 * folder npm was run in.
 */
const config = loadConfigOrExit();
await runCommand(async () => {
  const started = performance.now();
  const backup = await createBackup(config, fromHere(process.argv[2] ?? '.'));
  for (const line of backupReport(backup, performance.now() - started)) console.log(line);
});
