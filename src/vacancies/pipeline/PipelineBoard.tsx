import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { CANDIDATE_STATUSES, type CandidateStatus } from '@contract/domain';
import { REJECTED_STATUS } from '@contract/rejection';
import type { CandidateRecord } from '../../candidates/types';
import { RejectDialog } from '../../rejection-reasons/RejectDialog';
import type { VacancyRecord } from '../types';
import { accessibility, recordOf } from './announcements';
import { KeyboardStepper } from './keyboard';
import { CardFace } from './PipelineCard';
import { PipelineColumn } from './PipelineColumn';
import { useMoves } from './useMoves';

/**
 * Where a drag scrolls what it is in (the window, the board sideways, a long column): only with the pointer
 * in the tenth of it nearest an edge. dnd-kit's default band is a fifth, 180 px of a 900 px window: a card
 * picked up in the board's top row sat inside it, and a drag that first went a pixel up scrolled the page
 * to its top while the pointer stayed where it was (issue 31). Sideways the board keeps the fifth, since
 * on a phone the next column's edge is where a card is taken to scroll the board.
 */
const AUTO_SCROLL = { threshold: { x: 0.2, y: 0.1 } };

const isStatus = (id: unknown): id is CandidateStatus =>
  (CANDIDATE_STATUSES as readonly unknown[]).includes(id);

/**
 * The vacancy's candidates as a board, one column per application status in the spec's order. Roles that may
 * edit candidates move cards with the pointer (mouse, pen or touch: the handle takes no browser gesture) or
 * the keyboard (space or enter to pick up, left and right arrows, space or enter to drop); others only look.
 * Loaded only when the details screen shows it, since it carries dnd-kit. Its columns stay side by side on a
 * phone too, where they scroll sideways inside the board (a board's nature, and where a card is dragged to);
 * the page itself never scrolls sideways.
 */
export default function PipelineBoard({ vacancy, title }: { vacancy: VacancyRecord; title: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const { canAccess, isPending } = useCanAccess({ resource: 'candidates', action: 'edit' });
  const movable = canAccess === true;
  const { pending, move } = useMoves();
  const [stepper] = useState(() => new KeyboardStepper());
  const [dragged, setDragged] = useState<CandidateRecord | null>(null);
  const [over, setOver] = useState<CandidateStatus | null>(null);
  const [byKeyboard, setByKeyboard] = useState(false);
  const [focusAfterMove, setFocusAfterMove] = useState<Identifier | null>(null);
  // A card dropped on Rejected: its move waits for the reason (issue 34); cancelled, it stays where it was.
  const [rejecting, setRejecting] = useState<CandidateRecord | null>(null);
  // Options made once: new ones would make new sensors, and with them every card's listeners, each render.
  const keyboard = useMemo(() => ({ coordinateGetter: stepper.coordinates }), [stepper]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, keyboard));
  const a11y = useMemo(() => accessibility(translate), [translate]);

  const reset = () => {
    stepper.release();
    setDragged(null);
    setOver(null);
  };
  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const record = recordOf(active);
    setByKeyboard(activatorEvent instanceof KeyboardEvent);
    stepper.pickUp(record.candidate_status);
    setDragged(record);
  };
  const onDragOver = ({ over: column }: DragOverEvent) => setOver(isStatus(column?.id) ? column.id : null);
  const onDragEnd = ({ active, over: column }: DragEndEvent) => {
    const to = stepper.release() ?? column?.id;
    reset();
    if (!isStatus(to)) return;
    if (byKeyboard) setFocusAfterMove(active.id);
    const record = recordOf(active);
    if (to === REJECTED_STATUS && record.candidate_status !== to) setRejecting(record);
    else void move(record, to);
  };
  const reject = (record: CandidateRecord, reason: string | undefined) => {
    setRejecting(null);
    void move(record, REJECTED_STATUS, reason);
  };

  /** A drag from its pick-up to its drop or cancel. */
  const dragging = { onDragStart, onDragOver, onDragEnd, onDragCancel: reset };

  return (
    <Stack component="section" aria-labelledby={headingId} gap={1} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {!isPending && !movable && <Alert severity="info">{translate('vacancies.pipeline.read_only')}</Alert>}
      <DndContext
        sensors={sensors}
        collisionDetection={stepper.collisions}
        accessibility={a11y}
        autoScroll={AUTO_SCROLL}
        {...dragging}
      >
        <Box
          role="group"
          aria-label={translate('vacancies.pipeline.board_label')}
          sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}
        >
          {CANDIDATE_STATUSES.map((status) => (
            <PipelineColumn
              key={status}
              status={status}
              vacancyId={vacancy.pk}
              movable={movable}
              pending={pending}
              highlighted={over === status && dragged?.candidate_status !== status}
              focusAfterMove={focusAfterMove}
            />
          ))}
        </Box>
        <DragOverlay>
          {dragged && (
            <Paper elevation={6} sx={{ p: 1, cursor: 'grabbing' }}>
              <CardFace record={dragged} plain handle={<DragIndicatorIcon fontSize="small" />} />
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
      {rejecting && (
        <RejectDialog
          name={rejecting.candidate_name}
          companyUid={rejecting.vacancy.vacancy_company.company_uid}
          required={rejecting.rejection_reason_required === true}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => reject(rejecting, reason)}
        />
      )}
    </Stack>
  );
}
