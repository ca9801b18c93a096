import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

interface VideoPlayerProps {
  src: string;
  /** The still shown before playing (a thumbnail). */
  poster?: string | null;
  /** i18n key naming the video for screen readers. */
  label: string;
}

/**
 * A video played in the page with the browser's own controls (keyboard-usable). Only its metadata loads
 * until the user presses play.
 */
export function VideoPlayer({ src, poster, label }: VideoPlayerProps) {
  const translate = useTranslate();
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      playsInline
      src={src}
      poster={poster ?? undefined}
      aria-label={translate(label)}
      sx={{ display: 'block', width: '100%', maxWidth: 560, borderRadius: 1, bgcolor: 'common.black' }}
    >
      {translate('app.page.video_unsupported')}
    </Box>
  );
}
