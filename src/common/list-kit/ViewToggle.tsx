import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

export type ListView = 'list' | 'grid';

/** List (the default) or grid of cards. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      onChange={(_, next: ListView | null) => next && onChange(next)}
      aria-label={translate('app.list.view')}
    >
      <Tooltip title={translate('app.list.list_view')}>
        <ToggleButton value="list" aria-label={translate('app.list.list_view')}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={translate('app.list.grid_view')}>
        <ToggleButton value="grid" aria-label={translate('app.list.grid_view')}>
          <ViewModuleIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
    </ToggleButtonGroup>
  );
}
