/**
 * The full contradiction sweep: 10,000 people and 10,000 results of every simple generator, read
 * by the checker of world/contradictions.ts (and people by the person-fit rules of world/person-fit.ts). Prints each generator's count of results, distinct
 * texts and flags (with the first few), and exits 1 when any flag is raised.
 * Run: npm run check:contradictions [-- <count>]
 */
import { createRng } from '../src/core/rng';
import { generateNpc } from '../src/npc';
import { checkNpc } from '../src/world/contradictions';
import { CHECKED_GENERATORS, contradictionsOf } from '../src/world-content/coherence';

const count = Number(process.argv[2] ?? 10_000);
let total = 0;

const people: string[] = [];
for (let i = 0; i < count; i++) {
  const { npc, refPackage } = generateNpc(createRng(`sweep-npc-${i}`));
  for (const f of checkNpc(npc, refPackage)) people.push(`${npc.Name} (${npc.Job}): ${f.rule}: ${f.detail}`);
}
console.log(`GetNPC: ${count} people, ${people.length} flags`);
for (const line of people.slice(0, 10)) console.log(`  ${line}`);
total += people.length;

for (const name of CHECKED_GENERATORS) {
  const { results, distinct, flags } = contradictionsOf(name, count, 'sweep');
  console.log(`${name}: ${results} results, ${distinct} distinct, ${flags.length} flags`);
  for (const f of flags.slice(0, 10)) console.log(`  ${f.rule}: ${f.detail}`);
  total += flags.length;
}
console.log(total === 0 ? 'No contradictions.' : `${total} contradictions.`);
process.exitCode = total === 0 ? 0 : 1;
