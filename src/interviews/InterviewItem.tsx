import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { IconButton, Link, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { StatusLabel } from '../candidates/StatusLabel';
import { useDateTime } from '../common/useDateTime';
import { useInterviewTranslate } from './texts';
import type { InterviewRecord } from './types';

function IconAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactElement;
}) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** Where: the place, the video link (opened in a new tab), or both. */
function Where({ interview }: { interview: InterviewRecord }) {
  const translate = useInterviewTranslate();
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {interview.location}
      {interview.location && interview.video_link && ' · '}
      {interview.video_link && (
        <Link href={interview.video_link} target="_blank" rel="noopener noreferrer">
          {translate('interviews.by_video')}
        </Link>
      )}
    </Typography>
  );
}

/**
 * One interview: its round, when and how long, where, with whom; edit and cancel for those who may; then
 * `children` (its scorecards).
 */
export function InterviewItem({
  interview,
  onEdit,
  onCancel,
  children,
}: {
  interview: InterviewRecord;
  /** Absent for those who may not change the candidate's interviews. */
  onEdit?: () => void;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const translate = useInterviewTranslate();
  const when = useDateTime();
  const names = interview.interviewers.map(({ full_name }) => full_name).join(', ');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between" gap={1}>
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            <StatusLabel status={interview.round} />
          </Typography>
          <Typography variant="body2">
            <time dateTime={interview.starts_at}>{when(interview.starts_at)}</time>
            {' · '}
            {translate('interviews.minutes', { count: interview.duration_minutes })}
          </Typography>
          <Where interview={interview} />
          <Typography variant="body2" color="text.secondary">
            {translate('interviews.with', { names })}
            {interview.candidate_invited && ` · ${translate('interviews.invited')}`}
          </Typography>
        </div>
        {onEdit && onCancel && (
          <Stack direction="row">
            <IconAction label={translate('interviews.edit')} onClick={onEdit}>
              <EditOutlinedIcon fontSize="small" />
            </IconAction>
            <IconAction label={translate('interviews.cancel')} onClick={onCancel}>
              <EventBusyOutlinedIcon fontSize="small" />
            </IconAction>
          </Stack>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
