import { Drawer } from '@mantine/core';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Drawer.css';
import { Menu } from './Menu';

/** The narrow layout's menu, in a drawer from the bottom: the whole menu, or only the Tools. */
export default function MenuDrawer({ which, onClose }: { which: 'menu' | 'tools' | null; onClose: () => void }) {
  return (
    <Drawer
      opened={which !== null}
      onClose={onClose}
      position="bottom"
      size="80%"
      title={which === 'tools' ? 'Tools' : 'Menu'}
    >
      <nav aria-label={which === 'tools' ? 'Tools menu' : 'Site menu'}>
        {which === 'tools' ? <Menu only={['Tools']} onNavigate={onClose} /> : <Menu onNavigate={onClose} />}
      </nav>
    </Drawer>
  );
}
