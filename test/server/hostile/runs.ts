/**
 * Cases per property and engine: RUNS, 11,200 in all, and two per call (6,000 levels of nesting) plus six
 * more. Each property is in one of the `*.test.ts` files of this folder, which start servers of their own.
 */

/** Cases per property and engine: at least 10,000 in all, within about three minutes per engine. */
export const RUNS = {
  authFirst: 900,
  jsonCalls: 4_000,
  badHeads: 300,
  deepNesting: 1_000,
  contentTypes: 1_800,
  multipartShapes: 2_400,
  multipartLimits: 800,
};

/** A property stops (and fails) after five minutes, so that shrinking a slow counterexample reports it. */
export const BOUNDED = { interruptAfterTimeLimit: 300_000, markInterruptAsFailure: true };
