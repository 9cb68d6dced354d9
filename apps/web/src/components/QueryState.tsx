import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryAlert } from './RetryAlert';

/** Shows a loader while a query runs, its error with a Retry button, or its data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (query.isError) {
    return <RetryAlert title="Could not load this" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
