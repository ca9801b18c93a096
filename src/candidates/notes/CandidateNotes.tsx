import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { UserRole } from '@contract/domain';
import { errorMessage } from '../../common/errors';
import { useFocusWhen } from '../../common/useFocusBackAfter';
import { NoteForm } from './NoteForm';
import { NoteItem, type NoteRights } from './NoteItem';
import type { NoteRecord } from './types';
import { NOTES_PAGE, useNoteWrites, useNotes } from './useNotes';

/** The author edits and deletes their note; a SubAdmin deletes any (the server's rules, shown). */
function useRights(): (note: NoteRecord) => NoteRights {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<UserRole>();
  return (note) => {
    const own = identity !== undefined && note.author.user_uid === identity.id;
    return { edit: own, delete: own || permissions === 'SubAdmin' };
  };
}

/** The add form: emptied (drawn anew) after each note the server took, with the focus in it for the next. */
function AddNote({ candidateUid }: { candidateUid: string }) {
  const [added, setAdded] = useState(0);
  const writes = useNoteWrites(candidateUid, () => setAdded((count) => count + 1));
  return (
    <NoteForm
      key={added}
      autoFocus={added > 0}
      label="candidates.notes.new"
      submitLabel="candidates.notes.add"
      onSave={(text) => writes.mutateAsync({ action: 'create', note_text: text })}
    />
  );
}

/**
 * The section's heading takes the focus after each deletion: the deleted note took its Delete button, and with it
 * the keyboard's place on the page.
 */
function useHeadingAfterDeletion() {
  const [deletions, setDeletions] = useState(0);
  const heading = useFocusWhen<HTMLHeadingElement>(deletions);
  return { heading, onDeleted: () => setDeletions((count) => count + 1) };
}

/** The notes section of a candidate's details: the add form, then the notes, newest first. */
export function CandidateNotes({ candidateUid }: { candidateUid: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const [shown, setShown] = useState(NOTES_PAGE);
  const { data = [], total = 0, error, isPending } = useNotes(candidateUid, shown);
  const rightsOf = useRights();
  const { heading, onDeleted } = useHeadingAfterDeletion();
  return (
    <Card component="section" variant="outlined" sx={{ borderRadius: 2 }} aria-labelledby={headingId}>
      <CardContent>
        <Typography
          ref={heading}
          id={headingId}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 600, mb: 2 }}
        >
          {translate('candidates.notes.title')}
        </Typography>
        <AddNote candidateUid={candidateUid} />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('candidates.notes.failed', { message: translate(errorMessage(error)) })}
          </Alert>
        ) : (
          !isPending &&
          data.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {translate('candidates.notes.empty')}
            </Typography>
          )
        )}
        <Stack component="ol" gap={1.5} sx={{ p: 0, mt: 2, mb: 0 }}>
          {data.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              candidateUid={candidateUid}
              rights={rightsOf(note)}
              onDeleted={onDeleted}
            />
          ))}
        </Stack>
        {total > data.length && (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Button onClick={() => setShown((count) => count + NOTES_PAGE)}>
              {translate('candidates.notes.more')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
