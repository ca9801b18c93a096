import { CssBaseline } from '@mui/material';
import { Outlet } from 'react-router-dom';

/** Around the public pages: Material UI's baseline, which react-admin's UI sets for the signed-in app. */
export function PublicFrame() {
  return (
    <CssBaseline enableColorScheme>
      <Outlet />
    </CssBaseline>
  );
}
