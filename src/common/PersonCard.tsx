import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DetailGrid, type DetailItem } from './DetailGrid';
import { Thumbnail } from './list-kit/Thumbnail';

interface PersonCardProps {
  person: { full_name: string; email: string };
  /** The labelled details below the name, in the order the screen shows them. */
  items: readonly DetailItem[];
}

/** A person's card: the placeholder avatar with name and email, then their details (profile, user view). */
export function PersonCard({ person, items }: PersonCardProps) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
          <Thumbnail size={56} />
          <div>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              {person.full_name}
            </Typography>
            <Typography color="text.secondary">{person.email}</Typography>
          </div>
        </Stack>
        <DetailGrid items={items} />
      </CardContent>
    </Card>
  );
}
