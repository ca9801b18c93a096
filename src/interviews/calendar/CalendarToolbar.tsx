import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ToolbarProps, View } from 'react-big-calendar';
import { useTranslate } from 'react-admin';

/**
 * The calendar's own toolbar in Material UI's controls (react-big-calendar's is plain buttons in its colours):
 * today, back and forward, the period shown, and the views; a phone has only the agenda, so no choice of view.
 */
export function CalendarToolbar({ label, view, views, onNavigate, onView }: ToolbarProps) {
  const translate = useTranslate();
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
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, chosen: View | null) => chosen && onView(chosen)}
          aria-label={translate('calendar.views.label')}
        >
          {views.map((name) => (
            <ToggleButton key={name} value={name}>
              {translate(`calendar.views.${name}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}
