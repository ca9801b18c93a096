import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PageType } from '../../routes';
import { EmptyList } from './EmptyList';
import { RowActions } from './RowActions';
import { Thumbnail } from './Thumbnail';
import type { ListDeclaration } from './types';

export interface RecordGridProps<R extends RaRecord> {
  declaration: ListDeclaration<R>;
  pageType: PageType;
}

function RecordCard<R extends RaRecord>({
  declaration,
  pageType,
  record,
}: RecordGridProps<R> & { record: R }) {
  const { card, editRoute, deleteRoute, deleteBlocked } = declaration;
  const to = declaration.cardRoute?.(record) ?? declaration.detailRoute(record, pageType);
  return (
    <Card variant="outlined" sx={{ height: '100%', position: 'relative', borderRadius: 2 }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
        {/* Long words wrap, never cut with an ellipsis: titles that differ only at their end stay apart. */}
        <CardContent sx={{ pr: 6, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: card.body ? 1.5 : 0 }}>
            {card.thumbnail && <Thumbnail src={card.thumbnail(record)} size={56} />}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {card.title(record)}
              </Typography>
              {card.subtitle && (
                <Typography variant="body2" color="text.secondary" component="div">
                  {card.subtitle(record)}
                </Typography>
              )}
            </Box>
          </Stack>
          {card.body && (
            <Typography variant="body2" component="div">
              {card.body(record)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
      {(editRoute || deleteRoute) && (
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <RowActions
            name={declaration.phone.title(record)}
            editTo={editRoute?.(record, pageType)}
            deleteTo={deleteRoute?.(record, pageType)}
            deleteBlocked={deleteBlocked?.(record)}
          />
        </Box>
      )}
    </Card>
  );
}

/** The grid view: three cards per row on wide screens, two on medium, one on phones (spec section 1). */
export function RecordGrid<R extends RaRecord>({ declaration, pageType }: RecordGridProps<R>) {
  const { data, isPending } = useListContext<R>();
  const translate = useTranslate();
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} sx={{ m: 2 }} />;
  if (!data?.length) return <EmptyList />;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      {data.map((record) => (
        <Grid key={record.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <RecordCard declaration={declaration} pageType={pageType} record={record} />
        </Grid>
      ))}
    </Grid>
  );
}
