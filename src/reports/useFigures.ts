import { useLocaleState } from 'react-admin';
import { useReportTranslate } from './texts';

const HOURS_PER_DAY = 24;

/**
 * The report's figures in the user's language: a conversion as a percent ('33.3%', '33,3 %'), a median stay
 * in days with one decimal from a day on, in hours below ('2.5 days', '5.0 hours').
 */
export function useFigures() {
  const translate = useReportTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'german' ? 'de' : 'en';
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const oneDecimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const amount = (key: string, value: number) =>
    translate(key, { smart_count: Math.round(value * 10) / 10, value: oneDecimal.format(value) });
  return {
    percent: (share: number) => percent.format(share),
    duration: (hours: number) =>
      hours >= HOURS_PER_DAY ? amount('reports.days', hours / HOURS_PER_DAY) : amount('reports.hours', hours),
  };
}
