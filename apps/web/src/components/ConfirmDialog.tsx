import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useEver } from './use-ever';

// The dialog's code (a modal with its overlay and scrolling) loads the first time one is asked.
const EntityModal = lazy(() => import('../entities/EntityModal').then((m) => ({ default: m.EntityModal })));

/** What a pending confirmation asks and does. */
export type ConfirmRequest = {
  title: string;
  message: ReactNode;
  /** The confirming button's text, naming the action ("Delete Profile"). */
  confirmLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  onConfirm: () => void;
};

/**
 * A confirmation to ask before an action that loses something: `ask(request)` opens it, the
 * confirm button runs the action, Cancel (or Escape) does nothing.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const close = () => setRequest(null);
  const used = useEver(request !== null);
  const dialog = used && (
    <Suspense fallback={null}>
      <EntityModal
        opened={request !== null}
        onClose={close}
        title={request?.title ?? 'Are you sure?'}
        size="sm"
        zIndex={400}
      >
        {request && (
          <Stack gap="md">
            <Text size="sm">{request.message}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} data-autofocus>
                Cancel
              </Button>
              <Button
                color={request.danger ? 'red' : undefined}
                onClick={() => {
                  close();
                  request.onConfirm();
                }}
              >
                {request.confirmLabel}
              </Button>
            </Group>
          </Stack>
        )}
      </EntityModal>
    </Suspense>
  );
  return { ask: setRequest, dialog };
}
