import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import type { ToolbarProps } from 'react-big-calendar';
import { useCalendarTranslate } from './texts';

/**
 * The calendar's own toolbar in Material UI's controls (react-big-calendar's is plain buttons in its colours):
 * today, back and forward, the period shown, and the views; a phone has only the agenda, so no choice of view.
 * The views are pressed buttons side by side rather than a ToggleButtonGroup or ButtonGroup, whose code the
 * list screens' chunks would then share with this route's, split into chunks of their own on routes at their
 * budget.
 */
export function CalendarToolbar({ label, view, views, onNavigate, onView }: ToolbarProps) {
  const translate = useCalendarTranslate();
  return (
    <Stack direction="row" alignItems="center" flexWrap="wrap" gap={1} sx={{ mb: 1 }}>
      <Stack
        direction="row"
        alignItems="center"
        role="group"
        aria-label={translate('calendar.navigation.label')}
      >
        <Button variant="outlined" size="small" onClick={() => onNavigate('TODAY')}>
          {translate('calendar.navigation.today')}
        </Button>
        <IconButton aria-label={translate('calendar.navigation.previous')} onClick={() => onNavigate('PREV')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={translate('calendar.navigation.next')} onClick={() => onNavigate('NEXT')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ flexGrow: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      {views.length > 1 && (
        <Stack direction="row" gap={0.5} role="group" aria-label={translate('calendar.views.label')}>
          {views.map((name) => (
            <Button
              key={name}
              size="small"
              variant={name === view ? 'contained' : 'outlined'}
              aria-pressed={name === view}
              onClick={() => onView(name)}
            >
              {translate(`calendar.views.${name}`)}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
