import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDocumentLanguage, useTranslate } from '../public/language';
import { LanguageSwitch } from '../public/LanguageSwitch';

interface LoginLayoutProps {
  /** i18n key of the page heading. */
  title: string;
  /** The hint under the heading, already translated. */
  hint?: ReactNode;
  children: ReactNode;
}

/** The shared frame of the public pages: product name, language switch, heading and the page's form. */
export function LoginLayout({ title, hint, children }: LoginLayoutProps) {
  const translate = useTranslate();
  useDocumentLanguage(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.dark} 100%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440, borderRadius: 3, boxShadow: 8 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 3 }}>
            <Stack direction="row" alignItems="center" spacing={1.5}>
              <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
                <WorkOutlineIcon />
              </Avatar>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {translate('app.title')}
              </Typography>
            </Stack>
            <LanguageSwitch />
          </Stack>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: hint ? 1 : 3 }}>
            {translate(title)}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {hint}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
