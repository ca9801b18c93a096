import { useParams } from 'react-router-dom';
import type { PackageRef } from '@contract/vacancies';
import { packageRoutes } from './routes';

/** A package as the dataProvider hands it over (`id` = uid). */
export type PackageRecord = PackageRef & { id: string };

/** The {uid} of a package route; its list is the one list of packages. */
export function usePackageParams() {
  const { uid = '' } = useParams();
  return { uid, listRoute: packageRoutes.list };
}
