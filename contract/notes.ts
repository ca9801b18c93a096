import { z } from 'zod';
import { NOTE_TEXT_MAX } from './domain';
import { answer } from './envelope';
import { requiredText } from './fields';
import type { RecordedHistory } from './history';
import { recordVersion } from './versions';

/** Who wrote a note or made a change: the name is kept, so it still shows once the user is deleted. */
export const person = z.object({ user_uid: z.string(), full_name: z.string() });
export type Person = z.infer<typeof person>;

/** A note on a candidate (beyond the contract): timestamps are ISO date-times. */
export const candidateNote = z.object({
  uid: z.string(),
  note_text: z.string(),
  author: person,
  created_at: z.string(),
  updated_at: z.string(),
  ...recordVersion,
});
export type CandidateNote = z.infer<typeof candidateNote>;

/** A note's history, shown on its candidate's timeline; its text is forgotten once the note is deleted. */
export const NOTE_HISTORY = {
  kind: 'note',
  fields: ['note_text'],
} as const satisfies RecordedHistory<keyof CandidateNote>;

/** POST candidate-note-create/{candidate uid}/ and PUT candidate-note-update/{note uid}/. */
export const candidateNoteWrite = z.object({ note_text: requiredText('validation.required', NOTE_TEXT_MAX) });
export type CandidateNoteWrite = z.infer<typeof candidateNoteWrite>;

/** A note written: the translated message, and the note as stored. */
export const candidateNoteAnswer = answer(z.string()).extend({ data: candidateNote });
