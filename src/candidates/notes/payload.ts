import type { Row } from '../../providers/listing';
import { pick } from '../../providers/bodyParts';

/** A note's add and edit payload: its text alone. */
export const noteBody = (data: Row): Row => pick(data, ['note_text']);
