import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { PageType } from '../../routes';
import { usePhone } from '../usePhone';
import type { PhoneListProps } from './PhoneList';
import { RecordTable } from './RecordTable';
import type { ListDeclaration } from './types';

/**
 * Loaded on phones only: the list screens sit at their 350 kB first-load budget, and a desk never needs it
 * (2.3 kB gzip where it was imported at once).
 */
const PhoneList = lazy(() => import('./PhoneList').then((module) => ({ default: module.PhoneList })));

/** The list view: the table, or on phones the simple list. */
export function RecordList<R extends RaRecord>(props: {
  declaration: ListDeclaration<R>;
  pageType: PageType;
  /** Rows can be selected for the declaration's bulk actions (its list screen; not an embedded list). */
  selectable?: boolean;
}) {
  const translate = useTranslate();
  const phone = usePhone();
  if (!phone) return <RecordTable {...props} />;
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('app.loading')} sx={{ m: 2 }} />}>
      <PhoneList {...(props as PhoneListProps<RaRecord>)} />
    </Suspense>
  );
}
