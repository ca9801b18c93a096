/** Reading the CSV exports (server/export/csv.ts) as a spreadsheet program would, for the API and browser tests. */

export const BOM = '\uFEFF';

/** The rows of an RFC 4180 file: fields split on the separator, quotes undone, CRLF between records. */
export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') field += text[++index];
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      index++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A cell as a spreadsheet program must get it: text that starts like a formula behind an apostrophe. */
export const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
