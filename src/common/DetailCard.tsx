import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DetailGrid, type DetailItem } from './DetailGrid';
import { EmailText } from './EmailText';
import { Thumbnail } from './list-kit/Thumbnail';

interface DetailCardProps {
  /** The record's name and, under it, its email where it has one. */
  title: string;
  email?: string;
  /** The picture's URL (a customer's logo); the placeholder avatar stands in without one (people), none for
   * `false` (records that are no one and have no logo). */
  picture?: string | null | false;
  pictureSize?: number;
  /** The labelled details below the name, in the order the screen shows them. */
  items: readonly DetailItem[];
}

/**
 * A record's card on its details, profile and delete screens: picture, name and email (where it has them), then
 * its details. A name without spaces (up to the forms' 255 characters) wraps inside the card, not out of it.
 */
export function DetailCard({ title, email, picture, pictureSize = 56, items }: DetailCardProps) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
          {picture !== false && <Thumbnail src={picture} size={pictureSize} />}
          <Stack sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {email !== undefined && (
              <Typography color="text.secondary">
                <EmailText email={email} />
              </Typography>
            )}
          </Stack>
        </Stack>
        <DetailGrid items={items} />
      </CardContent>
    </Card>
  );
}
