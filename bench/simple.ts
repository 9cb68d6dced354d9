import FCG from 'fantasy-content-generator';
import { createRng, GENERATORS, HERITAGES, type GeneratorName } from '../packages/engine/src/index';
import { distinctPer1000, formatOps, opsPerSecond } from './measure';

const SIMPLE: GeneratorName[] = [
  'GetPersonalityTrait',
  'GetGoal',
  'GetSecret',
  'GetFear',
  'GetFlaw',
  'GetDesire',
  'GetRumor',
  'GetVoice',
  'GetAppearance',
  'GetProblem',
  'GetMundaneEvent',
  'GetWeather',
  'GetLandmark',
  'GetFoodOrDrink',
  'GetSpell',
  'GetHoliday',
  'GetHistoricalEvent',
  'GetMiscGenerator',
];

const generateOne = (name: GeneratorName, i: number): string =>
  JSON.stringify(
    GENERATORS[name]!.generate(createRng(`bench-${name}-${i}`), {
      count: 1,
      adjectives: true,
      heritages: HERITAGES,
      choices: {},
    }),
  );

/** Every simple generator: results per second and distinct results per 1,000; quests against the peer's story hooks. */
export async function run(): Promise<void> {
  console.log('Simple generators (one result per call)');
  console.log(`  ${'generator'.padEnd(22)} ${'ops/s'.padStart(10)}  distinct/1,000`);
  for (const name of SIMPLE) {
    const ops = opsPerSecond((i) => generateOne(name, i), 400);
    console.log(`  ${name.padEnd(22)} ${formatOps(ops).padStart(10)}  ${distinctPer1000((i) => generateOne(name, i))}`);
  }
  const quests = opsPerSecond((i) => generateOne('GetProblem', i), 1500);
  const hooks = opsPerSecond(() => FCG.Storyhooks.generate(), 1500);
  console.log('Quests against fantasy-content-generator story hooks');
  console.log(
    `  lorewright quests          ${formatOps(quests).padStart(10)} ops/s, ${distinctPer1000((i) => generateOne('GetProblem', i))} distinct per 1,000`,
  );
  console.log(
    `  fcg story hooks            ${formatOps(hooks).padStart(10)} ops/s, ${distinctPer1000(() => JSON.stringify(FCG.Storyhooks.generate()))} distinct per 1,000`,
  );
  console.log(`  ratio (lorewright / fcg)   ${(quests / hooks).toFixed(3)}`);
}
