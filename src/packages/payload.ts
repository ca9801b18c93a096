import type { Row } from '../providers/listing';

export const packageBody = (data: Row): Row => ({ package_name: data.package_name });
