import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../api/client';

/** A failed call: its message and a Retry button. */
export function RetryAlert({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
