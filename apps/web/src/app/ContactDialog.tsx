import { Modal } from '@mantine/core';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Modal.css';
import { ContactForm } from '../components/ContactForm';

/** The footer's Contact Me dialog (Escape is handled by the escape stack, so it closes only the top dialog). */
export default function ContactDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Contact Me" closeOnEscape={false}>
      <ContactForm onSent={onClose} />
    </Modal>
  );
}
