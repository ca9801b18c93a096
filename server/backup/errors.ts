import path from 'node:path';

/** An expected failure of a backup or restore (bad input, a missing tool): one line, no stack trace. */
export class BackupError extends Error {}

/** Runs a command line's work: an expected failure prints its one line and exits with 1. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A path given on the command line, from the folder npm was run in (npm runs scripts in the project's). */
export const fromHere = (file: string): string => path.resolve(process.env.INIT_CWD ?? '.', file);
