/**
 * A package loaded at its first use rather than at start: each serving process otherwise holds the code of
 * every package it might need (exceljs with its zip writers, sharp with libvips, nodemailer: about 15 MB per
 * process, docs/performance.md "The server's memory") though most processes never export, upload or mail.
 * The load happens once; later calls get the same module.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
