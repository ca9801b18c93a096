import AddIcon from '@mui/icons-material/Add';
import { Button, Card } from '@mui/material';
import { useState } from 'react';
import {
  ListContextProvider,
  ResourceContextProvider,
  useCanAccess,
  useList,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { HeadingRow } from '../common/HeadingRow';
import { ExportButton } from '../common/list-kit/ExportButton';
import { LazyRecordGrid } from '../common/list-kit/LazyRecordGrid';
import { RecordList } from '../common/list-kit/RecordList';
import { ViewToggle, type ListView } from '../common/list-kit/ViewToggle';
import { routes } from '../routes';
import type { AddUserState, UserRecord } from './types';
import { useCompanyUsersDeclaration } from './userList';

/** Every user of a company on one page: a customer has a handful, and the page size is not the spec's. */
const ONE_PAGE = 1_000;

/**
 * A company's users as the customer details and a CustomerAdmin's profile show them (they arrive with that
 * record): list or grid (list by default), sortable, rows and cards opening /user/all/..., the add-user
 * link to /add-user/all for roles that may add users, and the export of the company's users.
 */
export function CompanyUsers({
  users,
  companyUid,
  title,
}: {
  users: readonly UserRecord[];
  companyUid: string;
  title: string;
}) {
  const translate = useTranslate();
  const declaration = useCompanyUsersDeclaration();
  const { canAccess: mayAdd } = useCanAccess({ resource: 'users', action: 'create' });
  const [view, setView] = useState<ListView>('list');
  const list = useList({
    data: [...users],
    sort: { field: 'full_name', order: 'ASC' },
    perPage: ONE_PAGE,
  });
  return (
    <Card
      component="section"
      variant="outlined"
      aria-label={translate(title)}
      sx={{ borderRadius: 2, mt: 2 }}
    >
      <ResourceContextProvider value="users">
        <ListContextProvider value={list}>
          <HeadingRow heading={translate(title)} level="section" sx={{ px: 2, pt: 2 }}>
            {mayAdd && (
              <Button
                component={Link}
                to={routes.addUser('all')}
                state={{ company: companyUid } satisfies AddUserState}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {translate('users.add.title')}
              </Button>
            )}
            <ExportButton filter={{ pageType: 'all', company_uid: companyUid }} />
            <ViewToggle view={view} onChange={setView} />
          </HeadingRow>
          {view === 'grid' ? (
            <LazyRecordGrid declaration={declaration} pageType="all" />
          ) : (
            <RecordList declaration={declaration} pageType="all" />
          )}
        </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
}
