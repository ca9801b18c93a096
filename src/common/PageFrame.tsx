import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { HeadingRow } from './HeadingRow';
import { TopBarTitle } from './TopBarTitle';

interface Crumb {
  /** i18n key. */
  label: string;
  to: string;
}

interface PageFrameProps {
  /** i18n key of the page heading (and the top bar's title). */
  title: string;
  /** The way back up: the lists above this page; the page itself ends the trail. */
  crumbs?: readonly Crumb[];
  /** Icons or buttons beside the heading (edit, delete, back). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a detail or form screen: breadcrumb, heading with its actions, then the content. */
export function PageFrame({ title, crumbs = [], actions, children }: PageFrameProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <TopBarTitle title={title} />
      {crumbs.length > 0 && (
        <Breadcrumbs aria-label={translate('app.page.breadcrumb')} sx={{ mb: 1 }}>
          {crumbs.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {translate(crumb.label)}
            </Link>
          ))}
          <Typography color="text.primary" aria-current="page">
            {translate(title)}
          </Typography>
        </Breadcrumbs>
      )}
      <HeadingRow heading={translate(title)} level="page" sx={{ mb: 2 }}>
        {actions}
      </HeadingRow>
      {children}
    </Box>
  );
}
