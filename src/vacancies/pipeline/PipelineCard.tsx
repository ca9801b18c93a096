import { useDraggable } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, CircularProgress, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { memo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isActiveCandidate, type CandidateRecord } from '../../candidates/types';
import { formatDate } from '../../common/dates';
import { Thumbnail } from '../../common/list-kit/Thumbnail';
import { StateChip } from '../../common/StateChip';
import { useFocusWhen } from '../../common/useFocusBackAfter';
import { routes } from '../../routes';
import { CardInterviews } from './CardInterviews';

const nameStyle = { fontWeight: 600, display: 'block', overflowWrap: 'anywhere' } as const;

/** What a card shows: thumbnail, name (a link to the details), applied date and active state. */
export function CardFace({
  record,
  handle,
  status,
  plain = false,
}: {
  record: CandidateRecord;
  handle?: ReactNode;
  status?: ReactNode;
  /** The name as text, not a link: the copy that follows the pointer while a card is dragged. */
  plain?: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" gap={1} alignItems="center">
        {handle}
        <Thumbnail src={record.candidate_thumbnail} size={36} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {plain ? (
            <Typography variant="body2" sx={nameStyle}>
              {record.candidate_name}
            </Typography>
          ) : (
            <Link
              component={RouterLink}
              to={routes.candidateDetails('all', record.id)}
              variant="body2"
              sx={nameStyle}
            >
              {record.candidate_name}
            </Link>
          )}
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('vacancies.pipeline.applied', { date: formatDate(record.created_at) })}
          </Typography>
        </Box>
        {status}
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        <StateChip
          active={isActiveCandidate(record)}
          label={`candidates.active.${record.is_candidate_active}`}
        />
      </Box>
    </>
  );
}

interface CardProps {
  record: CandidateRecord;
  /** Saving its move: shown in the new column, not to be moved again until the server has answered. */
  pending?: boolean;
  movable: boolean;
  /** Moved by keyboard: its handle takes the focus back once the move is saved (or refused), for the next. */
  takesFocus?: boolean;
}

type Draggable = ReturnType<typeof useDraggable>;

interface BodyProps
  extends
    Required<CardProps>,
    Pick<Draggable, 'attributes' | 'listeners' | 'setNodeRef' | 'setActivatorNodeRef' | 'isDragging'> {}

/**
 * The card itself, drawn again only when its own props change: dnd-kit renders every draggable again whenever
 * a drag moves over another column, and redrawing each card's MUI parts then held the main thread for
 * more than a second with 200 cards on the board.
 */
const CardBody = memo(function CardBody({
  record,
  pending,
  movable,
  attributes,
  listeners,
  setNodeRef,
  setActivatorNodeRef,
  isDragging,
  takesFocus,
}: BodyProps) {
  const translate = useTranslate();
  const handleRef = useForkRef(setActivatorNodeRef, useFocusWhen<HTMLButtonElement>(takesFocus && !pending));
  const handle = movable && (
    <IconButton
      ref={handleRef}
      {...attributes}
      {...listeners}
      disabled={pending}
      aria-label={translate('vacancies.pipeline.handle', { name: record.candidate_name })}
      size="small"
      sx={{ touchAction: 'none', cursor: 'grab' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-busy={pending}
      sx={{
        p: 1,
        listStyle: 'none',
        opacity: pending || isDragging ? 0.55 : 1,
        borderStyle: pending ? 'dashed' : 'solid',
      }}
    >
      <CardFace
        record={record}
        handle={handle}
        status={
          pending ? (
            <CircularProgress size={16} aria-label={translate('vacancies.pipeline.saving')} />
          ) : (
            movable && <CardInterviews record={record} />
          )
        }
      />
    </Paper>
  );
});

/**
 * A candidate on the board. Only its handle starts a move (pointer, touch or keyboard), so the name stays a
 * plain link and the card holds no control inside another; while it is dragged, the board's overlay shows it.
 */
export function PipelineCard({ record, pending = false, movable, takesFocus = false }: CardProps) {
  const translate = useTranslate();
  const draggable = useDraggable({
    id: record.id,
    data: { record },
    disabled: !movable || pending,
    attributes: { roleDescription: translate('vacancies.pipeline.draggable') },
  });
  return (
    <CardBody
      record={record}
      pending={pending}
      movable={movable}
      attributes={draggable.attributes}
      listeners={draggable.listeners}
      setNodeRef={draggable.setNodeRef}
      setActivatorNodeRef={draggable.setActivatorNodeRef}
      isDragging={draggable.isDragging}
      takesFocus={takesFocus}
    />
  );
}
