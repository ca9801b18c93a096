import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import type { Ref } from 'react';
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

/**
 * The menu's first item. It passes on what the menu gives its items (focus on opening, the tab stop, its ref),
 * or the arrow keys could not reach it nor the logout below it.
 */
function ProfileMenuItem(props: Omit<MenuItemProps<typeof Link>, 'to'> & { ref?: Ref<HTMLAnchorElement> }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} component={Link} to={routes.myProfile} onClick={userMenu?.onClose}>
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
 * The top bar, always on screen: page title, the global search, language and light/dark switches, Refresh,
 * and the user menu with the profile link and logout. No spinner while data loads: the progress bar under the top bar
 * (ConnectionBar) says so, once, and only after a moment.
 */
export function AppTopBar(props: AppBarProps) {
  return (
    <AppBar
      {...props}
      // Hidden while the page scrolled down, its controls would drop out of reach of Shift+Tab.
      alwaysOn
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
