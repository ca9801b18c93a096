import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { CANDIDATE_STATUSES, type CandidateStatus } from '@contract/domain';

const step: Partial<Record<string, number>> = { [KeyboardCode.Right]: 1, [KeyboardCode.Left]: -1 };

/**
 * Keyboard moves by stage, not by pixels: left and right arrows take a held card to the previous or next
 * column in the statuses' order, one key press one stage, wherever the columns are scrolled (and in a
 * browser that measures no layout). One instance per board, kept across renders.
 */
export class KeyboardStepper {
  private from: CandidateStatus | null = null;
  private chosen: CandidateStatus | null = null;

  /** A card was picked up (by any sensor) from this column. */
  pickUp(from: CandidateStatus): void {
    this.from = from;
    this.chosen = null;
  }

  /** The column the arrow keys chose, if any; the stepper is ready for the next card. */
  release(): CandidateStatus | null {
    const chosen = this.chosen;
    this.from = null;
    this.chosen = null;
    return chosen;
  }

  /** dnd-kit's KeyboardSensor asks where the card goes on each key: to the chosen column's measured place. */
  readonly coordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const delta = step[event.code];
    const start = this.chosen ?? this.from;
    if (delta === undefined || !start) return undefined;
    event.preventDefault();
    const index = Math.min(
      Math.max(CANDIDATE_STATUSES.indexOf(start) + delta, 0),
      CANDIDATE_STATUSES.length - 1,
    );
    const next = CANDIDATE_STATUSES[index] ?? start;
    this.chosen = next;
    const rect = context.droppableRects.get(next);
    return rect ? { x: rect.left + 8, y: Math.max(rect.top + 48, currentCoordinates.y) } : currentCoordinates;
  };

  /** The chosen column while the keyboard holds a card; the one under the pointer otherwise. */
  readonly collisions: CollisionDetection = (args) => {
    if (this.chosen) return [{ id: this.chosen }];
    const within = pointerWithin(args);
    return within.length ? within : rectIntersection(args);
  };
}
