import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { PageType } from '../../routes';

export interface ListColumn<R extends RaRecord> {
  /** The record field shown, and the sort field when the header is clicked. */
  source: string;
  /** i18n key of the column header. */
  label: string;
  /** Defaults to true. */
  sortable?: boolean;
  /** A date field: shown as DD.MM.YYYY (spec section 9). */
  date?: boolean;
  /** How the cell shows the record; defaults to the field's text (or date). */
  render?: (record: R) => ReactNode;
}

/** How a record looks in the grid view. */
interface ListCard<R extends RaRecord> {
  title: (record: R) => ReactNode;
  subtitle?: (record: R) => ReactNode;
  /** The picture's URL; the placeholder avatar stands in when there is none. */
  thumbnail?: (record: R) => string | null | undefined;
  body?: (record: R) => ReactNode;
}

/**
 * How a record shows as a row of the simple list phones get instead of the table (below the `sm`
 * breakpoint): what fits on one line or two of a 390 px screen, the row's actions in its menu.
 */
interface PhoneRow<R extends RaRecord> {
  /** Plain text: it also names the row's actions menu ("Actions for <title>"). */
  title: (record: R) => string;
  subtitle?: (record: R) => ReactNode;
  /** The record's state (a chip or label), under the subtitle. */
  status?: (record: R) => ReactNode;
  /** The picture's URL; with it the row shows the picture, or the placeholder avatar when there is none. */
  thumbnail?: (record: R) => string | null | undefined;
}

/**
 * What a resource's list screen declares; ResourceList does the rest (tabs, filter panel, list/grid view,
 * sorting, row menu, empty text). Routes come from src/routes.ts.
 */
export interface ListDeclaration<R extends RaRecord = RaRecord> {
  /** The dataProvider resource; getList receives `filter.pageType`. */
  resource: string;
  /** i18n key of the page title. */
  title: string;
  /** The list route of each tab (All / Active / Inactive); a page type without a tab shows no tab selected. */
  tabs?: Partial<Record<PageType, string>>;
  /** Tabs shown only while their route is open: routes the spec gives no tab (the pending users). */
  tabsWhileOpen?: readonly PageType[];
  /** The "name" field: the default sort, ascending (spec section 9). */
  sortField: string;
  columns: readonly ListColumn<R>[];
  /** Many columns: narrower cell padding, so that they fit beside the sidebar without scrolling. */
  dense?: boolean;
  card: ListCard<R>;
  phone: PhoneRow<R>;
  /** i18n key of the normal search box's label. */
  searchLabel?: string;
  /** react-admin inputs of the advanced search; their sources are the dataProvider's screen filter names. */
  advancedFilters: readonly ReactElement<{ helperText?: unknown }>[];
  /** The advanced filters' values on switching to the advanced search (an end date of today, say). */
  advancedDefaults?: () => Record<string, unknown>;
  /** Where a row click goes. */
  detailRoute: (record: R, pageType: PageType) => string;
  /** Where a card goes, when not to the detail route (the user cards use pageType 'all'). */
  cardRoute?: (record: R) => string;
  editRoute?: (record: R, pageType: PageType) => string;
  deleteRoute?: (record: R, pageType: PageType) => string;
  /** i18n key of why this record cannot be deleted, or undefined when it can. */
  deleteBlocked?: (record: R) => string | undefined;
  /** The plus button's target. */
  addRoute?: (pageType: PageType) => string;
  /**
   * The actions on selected rows (issue 12): rows become selectable on the resource's list screen, and this
   * toolbar shows once a row is selected. A lazy component, so that the list screens do not grow.
   */
  bulkActions?: ComponentType;
}
