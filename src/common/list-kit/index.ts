/** The list kit every resource list screen is declared on. */
export { listBasics } from './listBasics';
export { ResourceList } from './ResourceList';
export { useListPageType } from './StatusTabs';
export { PLACEHOLDER_AVATAR, Thumbnail } from './Thumbnail';
export type { ListDeclaration } from './types';
