import type { PACKAGE_HISTORY } from '@contract/packages';
import { historyLabels } from '../common/history/labels';

export const history = historyLabels<typeof PACKAGE_HISTORY>('package', {
  package_name: { label: 'packages.fields.package_name' },
  package_name_de: { label: 'packages.fields.package_name_de' },
});
