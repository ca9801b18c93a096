import { Pagination, PaginationActions, useTranslate, type PaginationActionsProps } from 'react-admin';

/** The page buttons, named in the user's language (Material UI's own name is English only). */
function PageButtons(props: PaginationActionsProps) {
  const translate = useTranslate();
  return <PaginationActions {...props} aria-label={translate('app.list.pages')} />;
}

/** A list's foot: rows per page, which rows these are, and the page buttons. */
export function ListPagination({ sizes }: { sizes: number[] }) {
  return <Pagination rowsPerPageOptions={sizes} actions={PageButtons} />;
}
