/** The list kit every resource list screen is declared on. */
export { ConfirmDelete } from './ConfirmDelete';
export { DeleteConfirmDialog } from './DeleteConfirmDialog';
export { EmptyList } from './EmptyList';
export { listBasics } from './listBasics';
export { ResourceList } from './ResourceList';
export { RowActions } from './RowActions';
export { PLACEHOLDER_AVATAR, Thumbnail } from './Thumbnail';
export { useListPageType } from './useListPageType';
export type { ListCard, ListColumn, ListDeclaration } from './types';
