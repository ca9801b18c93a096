import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useShowContext } from 'react-admin';
import erasureTexts from '../../i18n/erasure';
import { ConfirmDelete } from '../common/list-kit/ConfirmDelete';
import { useAreaTranslate } from '../common/useAreaTranslate';
import type { CandidateRecord } from './types';

/**
 * The details screen's delete icon (issue 30): after the spec's confirmation, the candidate's personal data is
 * erased and the list shown again. For those who may delete candidates (SubAdmin, CustomerAdmin). Its texts
 * (i18n/erasure.ts) come with the details screen, not in the catalog every screen loads. The confirmation is
 * imported, not loaded lazily: a dynamic import of it split the chunks it shares with the lists, and every list
 * then loaded 2 kB more.
 */
export function EraseAction({ uid, listRoute }: { uid: string; listRoute: string }) {
  const translate = useAreaTranslate(erasureTexts, 'erasure');
  const { record } = useShowContext<CandidateRecord>();
  const { canAccess } = useCanAccess({ resource: 'candidates', action: 'delete' });
  const [asking, setAsking] = useState(false);
  if (!canAccess) return null;
  const label = translate('erasure.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="error" aria-label={label} onClick={() => setAsking(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      {asking && (
        <ConfirmDelete
          resource="candidates"
          id={uid}
          previousData={record}
          redirectTo={listRoute}
          onCancel={() => setAsking(false)}
          onLookAgain={() => setAsking(false)}
          consequence={translate('erasure.consequence')}
        />
      )}
    </>
  );
}
