import { Alert, Button, Group, Stack } from '@mantine/core';
import { errorMessage } from '../api/client';
import { EntityModal } from '../entities/EntityModal';
import type { CreationKind, SavedCreation } from './creation-kinds';
import { CreationView } from './CreationView';

/** A saved creation opened from its card: the creation, and a button that deletes it. */
export type CreationDialogProps = {
  viewing: { kind: CreationKind; creation: SavedCreation } | null;
  onClose: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteError: unknown;
};

/** The viewer of a saved creation; its code (the sheets of every kind) loads the first time one is opened. */
export default function CreationDialog({ viewing, onClose, onDelete, deleting, deleteError }: CreationDialogProps) {
  return (
    <EntityModal
      opened={viewing !== null}
      onClose={onClose}
      title={(viewing && viewing.kind.card(viewing.creation).title) || 'Saved creation'}
      size="lg"
    >
      {viewing && (
        <Stack>
          <CreationView kind={viewing.kind} creation={viewing.creation} />
          {deleteError != null && (
            <Alert color="red" role="alert">
              {errorMessage(deleteError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button color="red" variant="light" loading={deleting} onClick={onDelete}>
              Delete from Saved Creations
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </EntityModal>
  );
}
