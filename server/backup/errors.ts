import path from 'node:path';

/** An expected failure of a backup or restore (bad input, a missing tool): one line, no stack trace. */
export class BackupError extends Error {}

/**
 * Runs a command line's work: an expected failure, or one of the system's (a folder that cannot be written,
 * a full disk), prints its one line and exits with 1; anything else is a fault, with its stack trace.
 */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof BackupError || (error instanceof Error && 'syscall' in error))) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A path given on the command line, from the folder npm was run in (npm runs scripts in the project's). */
export const fromHere = (file: string): string => path.resolve(process.env.INIT_CWD ?? '.', file);
