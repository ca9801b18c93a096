import { Menu, MenuItemLinkClasses, useCanAccessResources, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isInSection, sections } from './sections';

const resources = sections.flatMap((section) => (section.resource ? [section.resource] : []));

/** The sidebar: only the sections the role may open, the current one highlighted. */
export function AppMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { canAccess } = useCanAccessResources({ action: 'list', resources });
  const visible = sections.filter((section) => !section.resource || canAccess?.[section.resource]);
  return (
    <nav aria-label={translate('app.layout.navigation')}>
      <Menu>
        {visible.map((section) => {
          const current = isInSection(section, pathname);
          const Icon = section.icon;
          return (
            <Menu.Item
              key={section.to}
              to={section.to}
              primaryText={section.label}
              leftIcon={<Icon />}
              className={current ? MenuItemLinkClasses.active : undefined}
              aria-current={current ? 'page' : undefined}
            />
          );
        })}
      </Menu>
    </nav>
  );
}
