import type { Npc } from '@lorewright/engine';
import { RichText } from '../components/RichText';
import { EntityModal } from './EntityModal';

/** The history opens over the viewer the sheet may be shown in. */
const HISTORY_Z_INDEX = 400;

/** An NPC's life story in its own dialog (the sheet loads it on the first View History). */
export default function HistoryDialog({ npc, opened, onClose }: { npc: Npc; opened: boolean; onClose: () => void }) {
  return (
    <EntityModal opened={opened} onClose={onClose} title={`History of ${npc.Name}`} zIndex={HISTORY_Z_INDEX}>
      <RichText parts={npc.History} />
    </EntityModal>
  );
}
