/** The monster kind: the SRD 5.1 bestiary as Monsters and generated monsters (GetMonster). */
export { srdMonster } from './bestiary';
export { describeAbility } from './describe';
export { abilityModifier } from './format';
export { generateMonster, type MonsterOptions } from './generate';
export { MONSTER_GENERATORS } from './monster-generator';
