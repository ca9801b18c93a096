import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { messageAnswer, listAnswer } from '@contract/envelope';
import { candidateNote, candidateNoteAnswer, candidateNoteWrite, NOTE_HISTORY } from '@contract/notes';
import { ifMatchHeaders, staleAnswer } from '@contract/versions';
import type { Database } from '../db/schema';
import { NEXT_VERSION } from '../db/versions';
import { changesOf, forgetNoteText, recordHistory, type HistoryActor } from '../history/record';
import { EVERY_ROLE, type Actor } from '../platform/access';
import type { App, Context } from '../platform/context';
import { ApiError } from '../platform/errors';
import {
  conditionally,
  expectedVersions,
  preconditionFailed,
  requireVersion,
  taggedRecord,
  versioned,
} from '../platform/preconditions';
import { actorOf, allow, endpoint, ok, said } from '../platform/routes';
import { findVisibleCandidate, findVisibleNote, selectNotes, toNote } from './queries';

const idParam = z.object({ id: z.string() });
const tags = ['notes'];
const security = [{ bearer: [] }];
/** What adding a note and changing its text take and answer. */
const noteWriteSchema = {
  tags,
  security,
  params: idParam,
  body: candidateNoteWrite,
  response: { 200: candidateNoteAnswer },
};
/** Changing and deleting a note take If-Match, and answer 412 when it is stale. */
const conditional = {
  headers: ifMatchHeaders,
  response: { 200: candidateNoteAnswer, 412: staleAnswer(candidateNote) },
};

type VisibleNote = Awaited<ReturnType<typeof findVisibleNote>>;

/** A note, with its candidate's uid (the timeline it shows on) and company (who may read its history). */
type NoteOnCandidate = Pick<VisibleNote, 'uid' | 'candidate_uid' | 'company_id'>;

/** A note's entry on its candidate's timeline, written in the note's own transaction. */
const noteHistory = (
  note: NoteOnCandidate,
  actor: HistoryActor,
  action: 'create' | 'update' | 'delete',
  before: { note_text: string } | null,
  after: { note_text: string } | null,
) => ({
  kind: NOTE_HISTORY.kind,
  action,
  subjectUid: note.candidate_uid,
  recordUid: note.uid,
  companyId: note.company_id,
  actor,
  changes: changesOf(NOTE_HISTORY.fields, before, after),
});

/** Only a note's author may change its text. */
function checkMayEdit(actor: Actor, note: VisibleNote) {
  if (note.author_user_id !== actor.id) throw new ApiError(403, [{ key: 'api.note_edit_forbidden' }]);
}

/** Its author may delete a note, and a SubAdmin any note. */
function checkMayDelete(actor: Actor, note: VisibleNote) {
  if (note.author_user_id !== actor.id && actor.role !== 'SubAdmin')
    throw new ApiError(403, [{ key: 'api.note_delete_forbidden' }]);
}

/**
 * Notes on a candidate (issue 11, beyond the contract): whoever may see the candidate may read and add them
 * (company scope as candidate-detail-api); their author edits and deletes them, a SubAdmin deletes any.
 */
export function noteRoutes(app: App, ctx: Context) {
  const lock = ctx.engine === 'postgres';
  /** The note as a write answers it, its version as the ETag. */
  const noteById = async (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const row = await selectNotes(ctx.db).where('candidate_notes.id', '=', id).executeTakeFirstOrThrow();
    return taggedRecord(request, reply, toNote(row), row.version);
  };
  /** A write refused by If-Match (412): the note as it now is, who changed it last and when. */
  const staleNote = async (actor: Actor, uid: string) => {
    const note = await findVisibleNote(ctx.db, actor, uid, false);
    const row = await selectNotes(ctx.db).where('candidate_notes.id', '=', note.id).executeTakeFirstOrThrow();
    const entry = { kind: NOTE_HISTORY.kind, subjectUid: note.candidate_uid, recordUid: uid };
    return preconditionFailed(ctx.db, entry, toNote(row), row.version);
  };
  /** Runs a note's write in its transaction; a stale If-Match answers 412 once that has rolled back. */
  const inNoteTransaction = (actor: Actor, uid: string, write: (trx: Kysely<Database>) => Promise<number>) =>
    conditionally(
      () => ctx.db.transaction().execute(write),
      () => staleNote(actor, uid),
    );

  app.get(
    endpoint('candidateNotes'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params: idParam, response: { 200: listAnswer(candidateNote) } },
    },
    async (request) => {
      const candidate = await findVisibleCandidate(ctx.db, actorOf(request), request.params.id);
      const rows = await selectNotes(ctx.db)
        .where('candidate_notes.candidate_id', '=', candidate.id)
        .orderBy('candidate_notes.id', 'desc')
        .execute();
      return ok(rows.map((row) => versioned(request, toNote(row), row.version)));
    },
  );

  app.post(
    endpoint('candidateNoteCreate'),
    { onRequest: allow(ctx, EVERY_ROLE), schema: noteWriteSchema },
    async (request, reply) => {
      const actor = actorOf(request);
      const candidate = await findVisibleCandidate(ctx.db, actor, request.params.id);
      const now = new Date().toISOString();
      const created = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('candidate_notes')
          .values({
            uid: randomUUID(),
            candidate_id: candidate.id,
            author_user_id: actor.id,
            author_name: actor.fullName,
            note_text: request.body.note_text,
            created_at: now,
            updated_at: now,
          })
          .returning(['id', 'uid', 'note_text'])
          .executeTakeFirstOrThrow();
        const note = { uid: row.uid, candidate_uid: candidate.uid, company_id: candidate.company_id };
        await recordHistory(trx, noteHistory(note, actor, 'create', null, row));
        return row;
      });
      return { ...said(request, 'api.note_added'), data: await noteById(request, reply, created.id) };
    },
  );

  app.put(
    endpoint('candidateNoteUpdate'),
    { onRequest: allow(ctx, EVERY_ROLE), schema: { ...noteWriteSchema, ...conditional } },
    async (request, reply) => {
      const actor = actorOf(request);
      const noteText = request.body.note_text;
      const expected = expectedVersions(request);
      const noteId = await inNoteTransaction(actor, request.params.id, async (trx) => {
        const note = await findVisibleNote(trx, actor, request.params.id, lock);
        checkMayEdit(actor, note);
        requireVersion(expected, note.version);
        // The same text again changes nothing, not even the time it was last edited.
        if (noteText === note.note_text) return note.id;
        await trx
          .updateTable('candidate_notes')
          .set({ note_text: noteText, updated_at: new Date().toISOString(), ...NEXT_VERSION })
          .where('id', '=', note.id)
          .execute();
        await recordHistory(trx, noteHistory(note, actor, 'update', note, { note_text: noteText }));
        return note.id;
      });
      return { ...said(request, 'api.note_updated'), data: await noteById(request, reply, noteId) };
    },
  );

  app.delete(
    endpoint('candidateNoteDelete'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags,
        security,
        params: idParam,
        headers: ifMatchHeaders,
        response: { 200: messageAnswer, 412: staleAnswer(candidateNote) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const expected = expectedVersions(request);
      await inNoteTransaction(actor, request.params.id, async (trx) => {
        const note = await findVisibleNote(trx, actor, request.params.id, lock);
        checkMayDelete(actor, note);
        requireVersion(expected, note.version);
        await trx.deleteFrom('candidate_notes').where('id', '=', note.id).execute();
        await forgetNoteText(trx, { candidateUid: note.candidate_uid, uid: note.uid });
        // Who deleted it and when, not what it said.
        await recordHistory(trx, noteHistory(note, actor, 'delete', null, null));
        return note.id;
      });
      return said(request, 'api.note_deleted');
    },
  );
}
