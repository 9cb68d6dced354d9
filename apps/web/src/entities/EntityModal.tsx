import { Group, Modal } from '@mantine/core';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Modal.css';
import type { ReactNode } from 'react';
import { useEscapeLayer } from '../components/escape-stack';

/**
 * A modal whose header is a plain block rather than a <header> element, so an open dialog adds
 * no second banner landmark to the page; the close button says what it closes. Escape closes it
 * only when it is the top dialog.
 */
export function EntityModal({
  opened,
  onClose,
  title,
  size = 'lg',
  zIndex,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  /** Above other modals when set (the viewer opens over saved-creation dialogs). */
  zIndex?: number;
  children: ReactNode;
}) {
  useEscapeLayer(opened, onClose);
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} zIndex={zIndex} closeOnEscape={false}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" px="md" pt="md" pb="xs" className="entity-modal-header">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={`Close ${title}`} />
        </Group>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
