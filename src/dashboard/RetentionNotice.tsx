import { Alert, AlertTitle } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { RetentionForecast } from '@contract/dashboard';
import { useRetentionTexts } from '../customers/retentionTexts';

/**
 * Issue 30: how many candidates the next retention sweep anonymises, and when (the platform's for a SubAdmin, the
 * company's for a CustomerAdmin). The server leaves it out where retention is off: then nothing shows.
 */
export function RetentionNotice({ forecast }: { forecast: RetentionForecast }) {
  const texts = useRetentionTexts();
  const [locale] = useLocaleState();
  const when = forecast.next_sweep_at
    ? new Date(forecast.next_sweep_at).toLocaleString(locale === 'german' ? 'de' : 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : texts.soon;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <AlertTitle>{texts.title}</AlertTitle>
      {(forecast.candidates === 1 ? texts.next_one : texts.next)
        .replace('%{when}', when)
        .replace('%{count}', String(forecast.candidates))}
    </Alert>
  );
}
