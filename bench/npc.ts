import FCG from 'fantasy-content-generator';
import { createRng, generateNpc } from '../packages/engine/src/index';
import { formatOps, opsPerSecond } from './measure';

const MEASURE_MS = 1500;

const ours = (i: number): unknown => generateNpc(createRng(`bench-npc-${i}`), {});
const theirs = (): unknown => FCG.NPCs.generate();

/** Whole NPCs: Lorewright's person with its linked stubs against fantasy-content-generator's NPC, in one process. */
export async function run(): Promise<void> {
  const oursOps = opsPerSecond(ours, MEASURE_MS);
  const theirsOps = opsPerSecond(theirs, MEASURE_MS);
  const sample = generateNpc(createRng('bench-npc-size'), {});
  const stubs = Object.values(sample.refPackage).reduce((n, store) => n + (store?.Keys.length ?? 0), 0) - 1;
  console.log('NPCs (random heritage and gender)');
  console.log(
    `  lorewright                 ${formatOps(oursOps).padStart(10)} ops/s  (each with ${stubs} linked stubs)`,
  );
  console.log(`  fantasy-content-generator  ${formatOps(theirsOps).padStart(10)} ops/s`);
  console.log(`  ratio (lorewright / fcg)   ${(oursOps / theirsOps).toFixed(3)}`);
}
