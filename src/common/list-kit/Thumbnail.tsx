import { Avatar } from '@mui/material';

/** public/placeholder-avatar.svg, under whatever base path the app is served from. */
export const PLACEHOLDER_AVATAR = `${import.meta.env.BASE_URL}placeholder-avatar.svg`;

/**
 * A record's picture, or the placeholder avatar when it has none or it fails to load. Decorative by default
 * (alt ''): the record's name is always shown beside it.
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
    <Avatar src={src || PLACEHOLDER_AVATAR} alt={alt} sx={{ width: size, height: size, bgcolor: 'grey.200' }}>
      <img src={PLACEHOLDER_AVATAR} alt={alt} width={size} height={size} />
    </Avatar>
  );
}
