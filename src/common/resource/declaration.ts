import type { SvgIconComponent } from '@mui/icons-material';
import type { RaRecord } from 'react-admin';
import type { UserRole } from '@contract/domain';
import type { ResourceSpec } from '../../providers/resources';

/** What a role may do with a resource: every react-admin action ('*'), or those listed. */
export type Grant = '*' | readonly string[];

/** A route's screen: the page module `src/<page>.tsx` (default export), loaded lazily by src/screens.ts. */
export interface ResourceScreen {
  /** One page on several paths: a list's tabs (all, active, inactive, ...) show the same screen. */
  paths: string | readonly string[];
  page: string;
}

/** The resource's sidebar entry (spec section 2). */
export interface MenuEntry {
  /** i18n key of the label. */
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Its place in the sidebar, after the dashboard: lower comes first. */
  order: number;
  /** The action a role must be granted to see the entry: 'list', or 'edit' where other roles read the list
   * elsewhere without managing it. */
  action?: 'list' | 'edit';
}

/** One field the resource's list `search` looks in (its contract says which), as a search result names it. */
export interface SearchField {
  /** The record's field, dotted where nested ('vacancy.vacancy_company.company_name'). */
  source: string;
  /** i18n key of its label. */
  label: string;
  /** i18n key prefix of its values' words (a user's role): shown translated, and marked whole. */
  choices?: string;
}

/** What the global search shows of the resource's records, and where Enter takes it. */
export interface SearchEntry {
  /** Its group's place among the results: lower comes first. */
  order: number;
  /** The fields shown, by name ('vacancy_company.company_name' for a nested one). */
  primary: string;
  secondary: string;
  /**
   * Every field the list's search looks in, the name first (the order in which a result says why it matched):
   * a match in one that is neither shown field is shown under them, labelled.
   */
  fields: readonly SearchField[];
  /** The detail screen; the 'all' tab, since a result may be active or not. */
  detail: (record: RaRecord) => string;
}

/**
 * Everything the app knows of one resource, in its folder (`src/<resource>/resource.ts`), listed once in
 * src/resources.ts. It must stay light: screens are named, never imported, so that they load lazily.
 */
export interface ResourceDeclaration<N extends string = string> {
  /** The dataProvider's and canAccess's name. */
  name: N;
  /** How it speaks to the API (section 7); none for a screen that reads by a call of its own (a report). */
  api?: ResourceSpec;
  /** The roles below SubAdmin (who may do everything) that may use it, and how. */
  access: Partial<Record<Exclude<UserRole, 'SubAdmin'>, Grant>>;
  menu?: MenuEntry;
  screens: readonly ResourceScreen[];
  search?: SearchEntry;
  /** The field that names a record where react-admin names one (titles, references). */
  recordRepresentation?: string;
}

/** Typed by its name, so that src/resources.ts knows every resource name. */
export const declareResource = <const N extends string>(declaration: ResourceDeclaration<N>) => declaration;

/** The screens of a resource folder: each page module (`src/<folder>/<Page>.tsx`) by the paths it shows on. */
export const pages = (folder: string, paths: Record<string, string | readonly string[]>): ResourceScreen[] =>
  Object.entries(paths).map(([page, on]) => ({ paths: on, page: `${folder}/${page}` }));
