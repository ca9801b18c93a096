import type { Row } from '../providers/listing';

export const rejectionReasonBody = (data: Row): Row => ({
  reason_name: data.reason_name,
  reason_name_de: data.reason_name_de,
});
