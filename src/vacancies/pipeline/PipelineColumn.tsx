import { useDroppable } from '@dnd-kit/core';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useInfiniteGetList, useTranslate, type Identifier } from 'react-admin';
import type { CandidateStatus } from '@contract/domain';
import type { CandidateRecord } from '../../candidates/types';
import { errorMessage } from '../../common/errors';
import { screenReaderOnly } from '../../common/screenReaderOnly';
import { PipelineCard } from './PipelineCard';
import type { PendingMove } from './useMoves';

/** Cards a column loads at a time: a column of 2,000 shows its first page, and more as asked. */
export const COLUMN_PAGE_SIZE = 20;

interface ColumnProps {
  status: CandidateStatus;
  vacancyId: number;
  movable: boolean;
  pending: Record<string, PendingMove>;
  /** The column a card is dragged over. */
  highlighted: boolean;
  /** The card last moved by keyboard, whose handle takes the focus back where it lands. */
  focusAfterMove: Identifier | null;
}

/**
 * One status's candidates of the vacancy, each column its own paged candidate-list call (filtered by the
 * vacancy's id and the status) with the list call's count. Cards being moved show in their new column.
 */
export function PipelineColumn({
  status,
  vacancyId,
  movable,
  pending,
  highlighted,
  focusAfterMove,
}: ColumnProps) {
  const translate = useTranslate();
  const headingId = useId();
  const { setNodeRef } = useDroppable({ id: status, disabled: !movable });
  const { data, total, hasNextPage, fetchNextPage, isFetchingNextPage, error } =
    useInfiniteGetList<CandidateRecord>('candidates', {
      pagination: { page: 1, perPage: COLUMN_PAGE_SIZE },
      sort: { field: 'candidate_name', order: 'ASC' },
      filter: { vacancy_id: vacancyId, candidate_status: status, pageType: 'all' },
    });
  const arriving = Object.values(pending).filter((move) => move.to === status);
  const settled = (data?.pages ?? []).flatMap((page) => page.data).filter((record) => !pending[record.id]);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        width: 260,
        flex: '0 0 260px',
        display: 'flex',
        flexDirection: 'column',
        // Tints of the theme's own, light or dark, over the card the board sits on (grey.50 stayed near-white in dark mode).
        bgcolor: highlighted ? 'action.selected' : 'action.hover',
        borderColor: highlighted ? 'primary.main' : undefined,
      }}
    >
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        sx={{ px: 1.5, pt: 1.5, position: 'relative' }}
      >
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {translate(`candidates.status.${status}`)}
        </Typography>
        {total !== undefined && (
          <>
            <Chip size="small" label={total} aria-hidden />
            <Box component="span" sx={screenReaderOnly}>
              {translate('vacancies.pipeline.count', { smart_count: total })}
            </Box>
          </>
        )}
      </Stack>
      <Stack
        ref={setNodeRef}
        component="ul"
        gap={1}
        sx={{ m: 0, p: 1.5, flex: 1, minHeight: 96, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {arriving.map((move) => (
          <PipelineCard key={move.record.id} record={move.record} movable={movable} pending />
        ))}
        {settled.map((record) => (
          <PipelineCard
            key={record.id}
            record={record}
            movable={movable}
            takesFocus={record.id === focusAfterMove}
          />
        ))}
        {total === 0 && arriving.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
            {translate('vacancies.pipeline.empty')}
          </Typography>
        )}
      </Stack>
      {error ? <Alert severity="error">{translate(errorMessage(error))}</Alert> : null}
      {hasNextPage && (
        <Button
          onClick={() => fetchNextPage()}
          disabled={isFetchingNextPage}
          aria-describedby={headingId}
          sx={{ m: 1 }}
        >
          {translate('vacancies.pipeline.show_more')}
        </Button>
      )}
    </Paper>
  );
}
