import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** The react-query key of the signed-in user's profile; edits refresh it (and react-admin's identity). */
export const PROFILE_QUERY = ['profile'] as const;

/** GET user-profile-api: the signed-in user, and a CustomerAdmin's users. */
export function useProfile() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: PROFILE_QUERY,
    queryFn: async () => (await dataProvider.getProfile()).data,
  });
}
