import type { Generated } from 'kysely';

/** A note on a candidate (issue 11); the author's name is kept for when the user is deleted. */
export interface CandidateNoteTable {
  id: Generated<number>;
  uid: string;
  candidate_id: number;
  author_user_id: number | null;
  author_name: string;
  note_text: string;
  created_at: string;
  updated_at: string;
  /** Raised by every write that changes the record (db/versions.ts): its ETag. */
  version: Generated<number>;
}

declare module '../db/schema' {
  interface Database {
    candidate_notes: CandidateNoteTable;
  }
}
