import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { GENERATORS } from '../generators/index';
import { parseLocks } from '../generators/locks';
import { InvalidRequestError, toGeneratorRequest } from '../generators/request';
import { generateNpcWithLocks, NPC_LOCKS } from './locks';
import { generateNpc } from './npc';

const getNpc = GENERATORS.GetNPC!;
const npcOf = (seed: string, query: Record<string, unknown> = {}) =>
  (
    getNpc.generate(createRng(seed), toGeneratorRequest(getNpc, query)) as {
      npc: ReturnType<typeof generateNpc>['npc'];
    }
  ).npc;

describe('NPC locks', () => {
  it('without locks gives exactly what generateNpc gives', () => {
    for (const seed of ['a', 'lock-b', 'lock-c']) {
      expect(generateNpcWithLocks(createRng(seed), {}, {})).toEqual(generateNpc(createRng(seed)));
    }
  });

  it('keeps locked facts through a reroll and draws the rest anew', () => {
    const first = npcOf('first-sheet');
    const locks = [
      `heritage:${first.RaceName}`,
      `gender:${first.Gender}`,
      'name:first-sheet',
      `job:${first.Job}`,
      `age:${first.Age}`,
    ];
    for (const seed of ['reroll-1', 'reroll-2', 'reroll-3']) {
      const again = npcOf(seed, { lock: locks });
      expect(again.Name).toBe(first.Name);
      expect(again.NamePronunciation).toBe(first.NamePronunciation);
      expect(again.RaceName).toBe(first.RaceName);
      expect(again.Gender).toBe(first.Gender);
      expect(again.Job).toBe(first.Job);
      expect(again.Age).toBe(first.Age);
      expect(again.Personality).not.toEqual(first.Personality);
    }
  });

  it('keeps only what is locked: a job lock leaves the name free', () => {
    const first = npcOf('job-only');
    const again = npcOf('job-only-reroll', { lock: `job:${first.Job}` });
    expect(again.Job).toBe(first.Job);
    expect(again.Name).toBe(npcOf('job-only-reroll').Name);
  });

  it('the permalink reproduces the result: same seed and locks, same person', () => {
    const query = { lock: ['heritage:Elf', 'gender:Female', 'name:origin', 'job:Blacksmith'] };
    expect(JSON.stringify(npcOf('again', query))).toBe(JSON.stringify(npcOf('again', query)));
  });

  it('holds a locked age to the adult years of the heritage', () => {
    const npc = npcOf('old', { lock: ['heritage:Human', 'age:9999'] });
    expect(npc.Age).toBeLessThanOrEqual(120);
  });

  const bad: [string, unknown, RegExp][] = [
    ['an unknown field', 'color:red', /not one of heritage, gender, name, job, age/],
    ['an unknown heritage', 'heritage:Dragon', /"heritage" that cannot be kept/],
    ['a name without its heritage and gender', 'name:abc', /needs heritage and gender/],
    ['an age without its heritage', 'age:40', /needs heritage/],
    ['a job that does not exist', 'job:Astronaut', /"job"/],
    ['a field twice', ['job:Blacksmith', 'job:Tailor'], /twice/],
    ['a value that is not text', [5], /must be text/],
    ['a bad name seed', ['heritage:Elf', 'gender:Male', 'name:no spaces!'], /"name"/],
  ];
  it.each(bad)('refuses %s', (_rule, lock, message) => {
    expect(() => toGeneratorRequest(getNpc, { lock })).toThrow(InvalidRequestError);
    expect(() => toGeneratorRequest(getNpc, { lock })).toThrow(message);
  });

  it('a generator without locks refuses any', () => {
    expect(() => parseLocks(undefined, 'job:Blacksmith')).toThrow(/not taken/);
    expect(parseLocks(NPC_LOCKS, undefined)).toEqual({});
    expect(toGeneratorRequest(GENERATORS.GetGoal!, {})).not.toHaveProperty('locks');
  });
});
