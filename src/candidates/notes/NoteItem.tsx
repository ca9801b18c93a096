import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type ReactElement, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { DeleteConfirmDialog } from '../../common/list-kit/DeleteConfirmDialog';
import { useDateTime } from '../../common/useDateTime';
import { useFocusBackAfter } from '../../common/useFocusBackAfter';
import { NoteForm } from './NoteForm';
import { wasEdited, type NoteRecord } from './types';
import { useNoteWrites } from './useNotes';

/** What the signed-in user may do with a note: the server checks the same (403 otherwise). */
export interface NoteRights {
  edit: boolean;
  delete: boolean;
}

function IconAction({
  label,
  onClick,
  children,
  ref,
}: {
  label: string;
  onClick: () => void;
  children: ReactElement;
  ref?: Ref<HTMLButtonElement>;
}) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)}>
      <IconButton ref={ref} size="small" aria-label={translate(label)} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** Who wrote the note and when, in the user's language; "edited" once it was changed. */
function Byline({ note }: { note: NoteRecord }) {
  const translate = useTranslate();
  const when = useDateTime();
  return (
    <Typography variant="body2" color="text.secondary">
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {note.author.full_name}
      </Typography>
      {' · '}
      <time dateTime={note.created_at}>{when(note.created_at)}</time>
      {wasEdited(note) && (
        <>
          {' · '}
          <time dateTime={note.updated_at} title={when(note.updated_at)}>
            {translate('candidates.notes.edited')}
          </time>
        </>
      )}
    </Typography>
  );
}

/** One note: its byline and text (line breaks kept), with edit and delete where the user may. */
export function NoteItem({
  note,
  candidateUid,
  rights,
  onDeleted,
}: {
  note: NoteRecord;
  candidateUid: string;
  rights: NoteRights;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButton = useFocusBackAfter(editing);
  const writes = useNoteWrites(candidateUid, (write) => {
    if (write.action === 'update') setEditing(false);
    if (write.action === 'delete') {
      setConfirming(false);
      onDeleted();
    }
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between" gap={1}>
        <Byline note={note} />
        {!editing && (
          <Stack direction="row">
            {rights.edit && (
              <IconAction ref={editButton} label="candidates.notes.edit" onClick={() => setEditing(true)}>
                <EditOutlinedIcon fontSize="small" />
              </IconAction>
            )}
            {rights.delete && (
              <IconAction label="candidates.notes.delete" onClick={() => setConfirming(true)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconAction>
            )}
          </Stack>
        )}
      </Stack>
      {editing ? (
        <NoteForm
          text={note.note_text}
          label="candidates.notes.edit"
          submitLabel="candidates.notes.save"
          autoFocus
          onSave={(text) => writes.mutateAsync({ action: 'update', note, note_text: text })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>
          {note.note_text}
        </Typography>
      )}
      <DeleteConfirmDialog
        open={confirming}
        busy={writes.isPending}
        onConfirm={() => writes.mutate({ action: 'delete', note })}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
