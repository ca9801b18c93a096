import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, Dialog } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { whenIdle } from '../../screenRoutes';
import { earlyTyping } from './earlyTyping';
import { SEARCH_KINDS } from './searchKinds';

/**
 * The search itself stays out of every route's bundle: it loads when the browser is first idle after sign-in,
 * or when it is opened before that. The dialog around it is here, not in the lazy chunk: the screens have MUI's
 * Dialog already, and a lazy chunk sharing it with them would split their shared chunks (see GlobalSearchPanel).
 */
const loadPanel = () => import('./GlobalSearchPanel');
const GlobalSearchPanel = lazy(loadPanel);

const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

const fieldSx = {
  gap: 1,
  px: 1.5,
  py: 0.75,
  mx: 1,
  borderRadius: 1,
  color: 'inherit',
  bgcolor: 'rgba(255, 255, 255, 0.15)',
  '&:hover, &.Mui-focusVisible': { bgcolor: 'rgba(255, 255, 255, 0.25)' },
  minWidth: { sm: 220 },
  justifyContent: 'flex-start',
} as const;

/** The top bar's search field: opens the search on a click, or on Ctrl+K / Cmd+K anywhere. */
export function GlobalSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [early] = useState(earlyTyping);
  const show = useCallback(() => {
    early.open();
    setOpen(true);
  }, [early]);
  const close = useCallback(() => {
    early.close();
    setOpen(false);
  }, [early]);

  useEffect(() => whenIdle(() => void loadPanel()), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isShortcut(event)) {
        event.preventDefault();
        show();
      } else early.key(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show, early]);

  return (
    <>
      <ButtonBase
        onClick={show}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-label={translate('app.search.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        sx={fieldSx}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, flexGrow: 1, textAlign: 'left' }}>
          {translate('app.search.open')}
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{ display: { xs: 'none', md: 'inline' }, font: 'inherit', fontSize: '0.75rem', opacity: 0.9 }}
        >
          {translate('app.search.shortcut')}
        </Box>
      </ButtonBase>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { 'aria-label': translate('app.search.label') } }}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        <Suspense fallback={null}>
          <GlobalSearchPanel onClose={close} kinds={SEARCH_KINDS} early={early} />
        </Suspense>
      </Dialog>
    </>
  );
}
