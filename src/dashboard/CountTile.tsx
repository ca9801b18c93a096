import { Avatar, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatCount } from '../providers/i18nProvider';
import type { Tile } from './tiles';

/** One dashboard tile: the count (undefined while loading, null if it failed), its label and a link to the list. */
export function CountTile({ tile, value }: { tile: Tile; value: number | null | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const Icon = tile.icon;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea component={Link} to={tile.to} sx={{ height: '100%', p: 2.5 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            aria-hidden
            variant="rounded"
            sx={{
              width: 52,
              height: 52,
              bgcolor: tile.active ? 'primary.main' : 'grey.200',
              color: tile.active ? 'primary.contrastText' : 'grey.800',
            }}
          >
            <Icon />
          </Avatar>
          <div>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.1 }}>
              {value === undefined ? (
                <Skeleton width={48} />
              ) : value === null ? (
                '–'
              ) : (
                formatCount(value, locale)
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(tile.label)}
            </Typography>
          </div>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
