import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '@contract/history';
import { errorMessage } from '../errors';
import { HistoryEntryItem } from './HistoryEntryItem';
import { useHistory } from './useHistory';

/** The loaded pages' entries; an entry a refetch moved onto the next page shows once. */
function entriesOf(pages: readonly { data: HistoryEntry[] }[] = []): HistoryEntry[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.data).filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const message = errorMessage(error);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.history.retry')}
        </Button>
      }
    >
      {translate('app.history.failed', { message: translate(message, { _: message }) })}
    </Alert>
  );
}

/**
 * The "History" section of a detail screen: who changed what and when, newest first, a page of entries at a
 * time (PAGE_SIZE_DEFAULT) with "Show more" for the next ones (GET record-history/{kind}/{uid}/).
 */
export function HistoryTimeline({ subject, uid }: { subject: string; uid: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const history = useHistory(subject, uid);
  const entries = entriesOf(history.data?.pages);
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ borderRadius: 2 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.history.title')}
        </Typography>
        {history.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={translate('app.loading')} />
          </Box>
        )}
        {history.isSuccess && entries.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.history.empty')}
          </Typography>
        )}
        {entries.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <HistoryEntryItem key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
        {history.isError && (
          <Failure
            error={history.error}
            onRetry={() => void (history.isFetchNextPageError ? history.fetchNextPage() : history.refetch())}
          />
        )}
        {history.hasNextPage && !history.isError && (
          <Button
            variant="outlined"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            sx={{ mt: 1 }}
          >
            {translate('app.history.more')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
