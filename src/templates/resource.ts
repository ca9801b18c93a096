import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { apiPath } from '@contract/paths';
import { declareResource, pages } from '../common/resource/declaration';
import { payload, q } from '../providers/resources';
import type * as builders from './payload';
import { templateRoutes } from './routes';

/**
 * Mail templates (issue 34): the platform's and a company's. A CustomerAdmin manages its company's (the API
 * refuses the platform's); a StaffAdmin reads them to write to candidates, so the sidebar entry asks for 'edit'.
 */
export const templates = declareResource({
  name: 'templates',
  api: {
    uidField: 'uid',
    list: () => apiPath('templateList'),
    detail: (id) => apiPath('templateDetail', { id }),
    filters: q,
    create: { path: () => apiPath('templateCreate'), body: payload<typeof builders>('templateBody') },
    update: {
      path: (id) => apiPath('templateUpdate', { id }),
      body: payload<typeof builders>('templateBody'),
    },
    remove: (id) => apiPath('templateDelete', { id }),
  },
  access: { CustomerAdmin: '*', StaffAdmin: ['list', 'show'] },
  menu: {
    label: 'templates.title',
    to: templateRoutes.list,
    icon: MailOutlineIcon,
    order: 7,
    action: 'edit',
  },
  screens: pages('templates', {
    TemplateListPage: templateRoutes.list,
    AddTemplatePage: templateRoutes.add.pattern,
    TemplateEditPage: templateRoutes.edit.pattern,
    TemplateDeletePage: templateRoutes.delete.pattern,
  }),
  recordRepresentation: 'template_name',
});
