import { usePermissions } from 'react-admin';

/**
 * For the records that are the platform's or a company's (templates, rejection reasons): `reason` (an i18n
 * key) where the signed-in user may not change the record, the platform's one below SubAdmin; else undefined.
 */
export function usePlatformOnly(reason: string) {
  const { permissions } = usePermissions<string>();
  return (record: { company: object | null }) =>
    record.company === null && permissions !== 'SubAdmin' ? reason : undefined;
}
