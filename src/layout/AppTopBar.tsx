import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import {
  AppBar,
  Logout,
  RefreshIconButton,
  UserMenu,
  useTranslate,
  useUserMenu,
  type AppBarProps,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { routes } from '../routes';
import { GlobalSearch } from './search/GlobalSearch';
import { ThemeSwitch } from './theme/ThemeSwitch';

function ProfileMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={routes.myProfile} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.layout.profile')}</ListItemText>
    </MenuItem>
  );
}

/**
 * On a phone the title would be cut to a few letters beside the switches; each page's own heading names it.
 * Hidden, it keeps its place, which pushes the switches to the right.
 */
const titleOnWideScreens = { '& .RaAppBar-title': { visibility: { xs: 'hidden', sm: 'visible' } } } as const;

/**
 * The top bar: page title, the global search, language and light/dark switches, Refresh, and the user menu
 * with the profile link and logout. No spinner while data loads: the progress bar under the top bar
 * (ConnectionBar) says so, once, and only after a moment.
 */
export function AppTopBar(props: AppBarProps) {
  return (
    <AppBar
      {...props}
      sx={titleOnWideScreens}
      color="primary"
      toolbar={
        <>
          <GlobalSearch />
          <LanguageSwitch />
          <ThemeSwitch />
          <RefreshIconButton />
        </>
      }
      userMenu={
        <UserMenu>
          <ProfileMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
