import { expect, it } from 'vitest';
import { streamTurn } from '../../server/platform/stream-turns';

/**
 * Unpaged lists take turns (platform/stream-turns.ts): each turn of the event loop lets one stream write one
 * batch, so another call that needs three turns waits for three batches, however many streams run.
 */
it('lets one stream write one batch per turn of the event loop', async () => {
  const done: string[] = [];
  const stream = async (name: string) => {
    for (let batch = 1; batch <= 4; batch++) {
      done.push(`${name}${batch}`);
      await streamTurn();
    }
  };
  const callOfThreeTurns = async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    done.push('call');
  };
  await Promise.all([stream('a'), stream('b'), stream('c'), callOfThreeTurns()]);
  expect(done.slice(0, done.indexOf('call'))).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2']);
  expect(done.filter((step) => step !== 'call')).toEqual(
    ['1', '2', '3', '4'].flatMap((batch) => ['a', 'b', 'c'].map((name) => `${name}${batch}`)),
  );
});
