import type { Row } from '../providers/listing';

export const packageBody = (data: Row): Row => ({
  package_name: data.package_name,
  package_name_de: data.package_name_de ?? '',
});
