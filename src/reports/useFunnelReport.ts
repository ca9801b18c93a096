import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { QUERY_KEYS, type AppDataProvider, type FunnelFilters } from '../providers/dataProvider';

/**
 * GET funnel-report/ for the filters; nothing is asked without them, nor before `ready`. While other filters
 * load, the last report stays shown rather than an empty page; a live update reads it again (QUERY_KEYS).
 */
export function useFunnelReport(filters: FunnelFilters | undefined, ready: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...QUERY_KEYS.funnelReport, filters],
    queryFn:
      filters && ready
        ? async ({ signal }) => (await dataProvider.getFunnelReport(filters, signal)).data
        : skipToken,
    placeholderData: keepPreviousData,
  });
}
