import type { Download } from '../../providers/http';

/** Hands a fetched file to the browser's downloads, under the name the server gave it. */
export function saveDownload({ file, name }: Download): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file when the click's task ends; the URL would otherwise hold it in memory.
  setTimeout(() => URL.revokeObjectURL(url));
}
