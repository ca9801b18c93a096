import { Fragment } from 'react';

/** The longest piece of an id kept together: a line of a wrapped id holds whole pieces, never a lone letter. */
const PIECE = 8;

/** A piece stays whole on its line; one wider than its column alone still breaks (the cells' overflow-wrap). */
const WHOLE = { display: 'inline-block', maxWidth: '100%' } as const;

/**
 * An id's pieces, as even as can be: 33 characters are 7, 7, 7, 6 and 6, so that no line of a wrapped id ends
 * with one or two characters of its own (issue 31, item 12). Ids of PIECE characters or fewer stay whole.
 */
export function idPieces(id: string): string[] {
  const chars = [...id];
  const count = Math.max(1, Math.ceil(chars.length / PIECE));
  const base = Math.floor(chars.length / count);
  const longer = chars.length % count;
  const pieces: string[] = [];
  for (let start = 0, index = 0; index < count; index += 1) {
    const size = base + (index < longer ? 1 : 0);
    pieces.push(chars.slice(start, start + size).join(''));
    start += size;
  }
  return pieces;
}

/**
 * A long machine id (a folder id, a uid) that wraps, when its column is too narrow, only between even pieces
 * rather than wherever the last character fits. Copying it copies the id whole: <wbr> adds no character.
 */
export function Identifier({ id }: { id: string }) {
  return (
    <>
      {idPieces(id).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span style={WHOLE}>{piece}</span>
        </Fragment>
      ))}
    </>
  );
}
