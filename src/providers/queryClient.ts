import {
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { retryDelay, retryRead } from './unreachable';

/**
 * react-admin's query client with the app's rules for a server that cannot be reached: reads try again with
 * backoff (or after the server's Retry-After) for as long as it lasts (the screen fills in once it answers), and never after the API's own answer;
 * writes are never repeated, and fail at once when offline instead of waiting to be sent later, unseen.
 *
 * react-admin's list, show and edit controllers ask for `retry: false`, meaning "show the API's error at
 * once": that is what `retryRead` does with an answer, while it waits out an unreachable server too.
 */
class AppQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    return defaulted.retry === false ? { ...defaulted, retry: retryRead } : defaulted;
  }
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({
    defaultOptions: {
      queries: { retry: retryRead, retryDelay },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
