import { loadConfigOrExit } from '../config';
import { BackupError, fromHere, runCommand } from './errors';
import { restoreReport } from './report';
import { reapplyErasures } from './erasures';
import { restoreBackup } from './restore';

/** `npm run restore FILE`: a backup back into an empty DATA_DIR and, on PostgreSQL, an empty database. */
const config = loadConfigOrExit();
await runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError('Name the backup file to restore: npm run restore FILE');
  const started = performance.now();
  const restored = await restoreBackup(config, fromHere(file));
  const erasedAgain = await reapplyErasures(config);
  for (const line of restoreReport(file, { ...restored, erasedAgain }, performance.now() - started))
    console.log(line);
});
