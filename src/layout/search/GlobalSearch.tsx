import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The dialog and its search stay out of every route's bundle until the search is first opened. */
const loadDialog = () => import('./GlobalSearchDialog');
const GlobalSearchDialog = lazy(loadDialog);

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
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <ButtonBase
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
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
      {loaded && (
        <Suspense fallback={null}>
          <GlobalSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
