import type { VersionedColumns } from '../db/versions';

/** A note on a candidate (issue 11); the author's name is kept for when the user is deleted. */
export interface CandidateNoteTable extends VersionedColumns {
  uid: string;
  candidate_id: number;
  author_user_id: number | null;
  author_name: string;
  note_text: string;
  created_at: string;
  updated_at: string;
}

declare module '../db/schema' {
  interface Database {
    candidate_notes: CandidateNoteTable;
  }
}
