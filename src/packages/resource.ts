import { apiPath } from '@contract/paths';
import { declareResource, text } from '../common/resource/declaration';
import { q } from '../providers/resources';

/** The vacancy packages a vacancy offers: the vacancy forms list them. */
export const packages = declareResource({
  name: 'packages',
  api: { uidField: 'uid', list: () => apiPath('packageList'), filters: q },
  access: { CustomerAdmin: ['list', 'show'] },
  screens: [],
  recordRepresentation: (record) => text(record.package_name),
});
