import type { CandidateNote } from '@contract/notes';

/** A note as the dataProvider gives it: `id` is its uid. */
export type NoteRecord = CandidateNote & { id: string };

/** The dataProvider's resource of notes (src/providers/resources.ts). */
export const NOTES = 'notes';

/** A note the user has edited after writing it. */
export const wasEdited = (note: Pick<NoteRecord, 'created_at' | 'updated_at'>) =>
  note.updated_at !== note.created_at;
