/**
 * Turns of the event loop shared by every streaming answer: each turn lets one stream read and write one
 * batch, in the order they asked, and the calls that arrived meanwhile are read in between. Four unpaged
 * lists at once thus cost another call one batch's wait per step it takes, not four (SQLite answers on this
 * thread: a stream that only awaited would run batch after batch while the socket took them).
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function releaseNext() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
}

function schedule() {
  scheduled = true;
  setImmediate(releaseNext);
}

/** Resolves when it is this stream's turn for its next batch. */
export function streamTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) schedule();
  });
}
