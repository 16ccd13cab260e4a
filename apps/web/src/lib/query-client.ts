import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are already announced by the API client (spec 1 §8), so
 * queries do not retry: a retry would repeat the toast.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
