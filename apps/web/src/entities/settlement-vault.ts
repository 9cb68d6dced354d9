import type { RefPackage, Settlement } from '@lorewright/engine';
import { strToU8, zipSync } from 'fflate';
import { settlementNotes } from './settlement-doc';

/** The settlement's notes as a .zip: a folder that opens as a linked vault in a note tool. */
export function settlementVault(settlement: Settlement, pkg: RefPackage): Blob {
  const folder = settlement.Name.replace(/[\\/:*?"<>|#^[\]]/g, '').trim() || 'Settlement';
  const files = Object.fromEntries(
    settlementNotes(settlement, pkg).map((note) => [`${folder}/${note.path}`, strToU8(note.text)]),
  );
  return new Blob([zipSync(files, { level: 6 })], { type: 'application/zip' });
}
