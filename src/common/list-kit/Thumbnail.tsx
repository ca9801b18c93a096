import { Avatar } from '@mui/material';

/** public/placeholder-avatar.svg, under whatever base path the app is served from. */
export const PLACEHOLDER_AVATAR = `${import.meta.env.BASE_URL}placeholder-avatar.svg`;

/**
 * Shown whole in a rounded square: a circle filled with the picture cut a wide wordmark's sides off, and a
 * video's still is no face to frame either.
 */
const whole = {
  borderRadius: 1.5,
  bgcolor: 'grey.200',
  '& .MuiAvatar-img': { objectFit: 'contain' },
} as const;

/**
 * A record's picture (a customer's logo, a vacancy's thumbnail, a candidate's video still), or the placeholder
 * avatar when it has none or it fails to load. Decorative by default (alt ''): the record's name is always
 * shown beside it.
 */
export function Thumbnail({
  src,
  alt = '',
  size = 40,
}: {
  src?: string | null;
  alt?: string;
  size?: number;
}) {
  return (
    <Avatar
      src={src || PLACEHOLDER_AVATAR}
      alt={alt}
      variant="rounded"
      sx={{ ...whole, width: size, height: size }}
    >
      <img src={PLACEHOLDER_AVATAR} alt={alt} width={size} height={size} />
    </Avatar>
  );
}
