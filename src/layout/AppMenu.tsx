import { Menu, MenuItemLinkClasses, useCanAccessResources, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isInSection, sections } from './sections';
import { usePrefetchList } from './usePrefetchList';

const resourcesFor = (action: string) =>
  sections.flatMap((section) => (section.resource && section.action === action ? [section.resource] : []));

/**
 * The sidebar: only the sections the role may open, the current one highlighted. An entry needs its list
 * ('list'), or 'edit' where other roles read the list elsewhere but do not manage it (the packages).
 */
export function AppMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const listable = useCanAccessResources({ action: 'list', resources: resourcesFor('list') }).canAccess;
  const editable = useCanAccessResources({ action: 'edit', resources: resourcesFor('edit') }).canAccess;
  const granted = listable && editable ? { ...listable, ...editable } : undefined;
  const visible = sections.filter((section) => !section.resource || granted?.[section.resource]);
  const prefetch = usePrefetchList();
  return (
    <nav aria-label={translate('app.layout.navigation')}>
      <Menu>
        {visible.map((section) => {
          const current = isInSection(section, pathname);
          const Icon = section.icon;
          const { resource } = section;
          // Pointed at, or pressed (a touch has no hover): the list's first page is fetched from then on.
          const ahead = resource ? () => prefetch(resource, section.to) : undefined;
          return (
            <Menu.Item
              key={section.to}
              to={section.to}
              primaryText={section.label}
              leftIcon={<Icon />}
              className={current ? MenuItemLinkClasses.active : undefined}
              aria-current={current ? 'page' : undefined}
              onPointerEnter={ahead}
              onPointerDown={ahead}
            />
          );
        })}
      </Menu>
    </nav>
  );
}
