import { describe, expect, it, vi } from 'vitest';
import { createRng } from '../core/rng';
import { generateNpc } from '../npc';
import {
  ageFlags,
  careerFlags,
  checkNpc,
  lifeFlags,
  checkResultText,
  clothingFlags,
  dressFlags,
  groupGenderFlags,
  lookFlags,
  nameFlags,
  namesakeFlags,
  roleFlags,
  seasonFlags,
  standingFlags,
  storyFlags,
  weatherFlags,
} from './contradictions';
import { generateAppearance, generateVisualAppearance } from '../character/appearance';
import { toPlainText } from '../text/rich-text';
import { HERITAGE_BODY } from '../character/appearance-tables';
import { HERITAGES } from '../data/options';
import { JOBS, jobRow, type JobRow } from '../character/jobs';
import { mayLead, personFacts } from '../character/person-facts';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 300_000 });

describe('the contradiction rules', () => {
  it('flag age-bound phrases a person is too young or too old for', () => {
    expect(ageFlags('Twenty years ago, broke a sacred oath.', 24)).toHaveLength(1);
    expect(ageFlags('Twenty years ago, broke a sacred oath.', 40)).toHaveLength(0);
    expect(ageFlags('will stop at nothing to retire rich before forty', 49)).toHaveLength(1);
    expect(ageFlags('will stop at nothing to retire rich before forty', 31)).toHaveLength(0);
    expect(ageFlags('a friendship of thirty years would end in blood', 20)).toHaveLength(1);
    expect(ageFlags('started 6 years ago', 12, 4)).toHaveLength(0);
  });

  it('flag doubled words in names', () => {
    expect(nameFlags('The Grumbling Steam Steam Rooms')).toHaveLength(1);
    expect(nameFlags('Wareth & Company Brewing Company')).toHaveLength(1);
    expect(nameFlags("The Carpenters' Fellowship")).toHaveLength(0);
    expect(nameFlags('The Order of the Silver Hand')).toHaveLength(0);
  });

  it('flag a named person whose role changes', () => {
    expect(roleFlags('a shepherd named Caddis found it. Later Caddis, a mine foreman, sold it.')).toHaveLength(1);
    expect(roleFlags('Ilse, a famous general, and Ilse, the general, agree.')).toHaveLength(0);
  });

  it('flag weather whose conditions clash with the temperature', () => {
    expect(weatherFlags('Heavy snow drifts against the doors.', '62°F, mild')).toHaveLength(1);
    expect(weatherFlags('A stifling heatwave.', '41°F, brisk')).toHaveLength(1);
    expect(weatherFlags('Steady rain all day.', '12°F, bitter')).toHaveLength(1);
    expect(weatherFlags('Light snow.', '28°F, cold')).toHaveLength(0);
    expect(checkResultText('Conditions: Heavy snow.\nTemperature: 70°F, warm')).toHaveLength(1);
  });

  it('flag a dated text that speaks of another season', () => {
    const summer = 'Date: The 3rd of Highsun, at the height of summer\n';
    expect(seasonFlags(`Midwinter Vigil\n${summer}Origin: It began long ago.`)).toHaveLength(1);
    expect(seasonFlags(`A Fair\n${summer}Origin: It began when the first snow fell.`).length).toBeGreaterThan(0);
    expect(
      seasonFlags('Date: The 8th of Seedtide, in spring\nCustoms: The last sheaf of the harvest is burned.'),
    ).toHaveLength(1);
    expect(
      seasonFlags('Date: The 2nd of Leaffall, in autumn\nFood: Roast goose, as on the longest night.'),
    ).toHaveLength(1);
    expect(seasonFlags('Date: The 1st of Greening, in summer or in spring')).toHaveLength(1);
    expect(
      seasonFlags(
        'Date: The 2nd of Snowmelt, in early spring, as the snow melts\nOrigin: It marks the end of the Hungry Winter and the thaw.',
      ),
    ).toEqual([]);
    expect(
      seasonFlags('Date: The 9th of Mistmoon, in late autumn\nOrigin: An early frost threatened the harvest.'),
    ).toEqual([]);
    expect(
      seasonFlags(
        'Date: The 9th of Longnight, in the heart of winter, when the nights are longest\nOrigin: Snow and frost.',
      ),
    ).toEqual([]);
    expect(seasonFlags('Conditions: Heavy snow.\nTemperature: 70°F, warm')).toEqual([]);
    expect(checkResultText(`Harvest Home\nDate: The 4th of Seedtide, in spring`)).toHaveLength(1);
  });

  it('flag working clothes of another trade and finery on the poor', () => {
    expect(clothingFlags("a priest's gray habit belted with rope", jobRow('Shipwright'))).toHaveLength(1);
    expect(clothingFlags("a priest's gray habit belted with rope", jobRow('Acolyte'))).toHaveLength(0);
    expect(clothingFlags('a saffron cloak over a silk shirt', jobRow('Porter'))).toHaveLength(1);
    expect(clothingFlags('a saffron cloak over a silk shirt', jobRow('Banker'))).toHaveLength(0);
    expect(clothingFlags('a fine silk doublet worn almost to threads', jobRow('Guildmaster'))).toHaveLength(1);
    expect(clothingFlags('a fine silk doublet worn almost to threads', jobRow('Actor'))).toHaveLength(0);
    expect(clothingFlags('an expensive-looking russet cape over a rough wool shirt', jobRow('Carpenter'))).toHaveLength(
      1,
    );
    expect(clothingFlags('a close-fitting sky-blue doublet and wooden clogs', jobRow('Soldier'))).toHaveLength(1);
    expect(clothingFlags('a close-fitting sky-blue doublet and wooden clogs', jobRow('Potter'))).toHaveLength(0);
    const careless = 'A perfectionist about everything except clothes; labels every jar.';
    expect(dressFlags(careless, 'an immaculate plum coat over a linen shirt')).toHaveLength(1);
    expect(dressFlags(careless, 'a wine-stained plum coat over a linen shirt')).toHaveLength(0);
    expect(dressFlags('Tidy beyond all reason; labels every jar.', 'a wine-stained plum coat')).toHaveLength(1);
    const apron = 'a leather apron over shirtsleeves rolled to the elbow';
    expect(clothingFlags(apron, jobRow('Town guard'))).toHaveLength(1);
    expect(clothingFlags(apron, jobRow('Carpenter'))).toHaveLength(0);
    expect(clothingFlags('a striped waistcoat with a bar cloth tucked into the belt', jobRow('Scribe'))).toHaveLength(
      1,
    );
  });

  it('flag a look that does not fit the work or the body', () => {
    const look = (
      skinDesc: string,
      clothingStyle = 'a brown coat over a linen shirt',
      accessories = 'a clay pipe',
    ) => ({
      skinDesc,
      clothingStyle,
      accessories,
    });
    const rules = (l: ReturnType<typeof look>, job: string) => lookFlags(l, jobRow(job)).map((f) => f.rule);
    const weathered = look('weathered skin tanned to the elbow by outdoor work');
    expect(rules(weathered, 'Scribe')).toEqual(['weather-marks']);
    expect(rules(weathered, 'Shrine keeper')).toEqual(['weather-marks']);
    expect(rules(weathered, 'Gardener')).toEqual([]);
    expect(rules(look('olive skin', undefined, 'a wide-brimmed straw hat'), 'Librarian')).toEqual(['weather-marks']);
    expect(rules(look('pale skin weathered by years of sun'), 'Sailor')).toEqual(['skin']);
    expect(rules(look('ebony skin tanned to the elbow by outdoor work'), 'Sailor')).toEqual(['skin']);
    expect(rules(look('olive skin browned to the elbow by outdoor work'), 'Scribe')).toEqual(['weather-marks']);
    expect(rules(look('gray-green skin smooth as river stone and thick tusks'), 'Sailor')).toEqual(['skin']);
    expect(rules(look('thick tusks and gray-green skin smooth as river stone'), 'Sailor')).toEqual([]);
    expect(rules(look('tough bare feet and tawny skin', 'a plum kirtle and riding boots'), 'Cook')).toEqual([
      'barefoot',
    ]);
    expect(rules(look('tawny skin', 'a red tunic and soft felt slippers'), 'Town guard')).toEqual(['clothing']);
    expect(rules(look('tawny skin', 'a red coat and soft felt slippers'), 'Town crier')).toEqual(['clothing']);
    expect(rules(look('tawny skin', 'a red coat and soft felt slippers'), 'Librarian')).toEqual([]);
    expect(rules(look('tawny skin', 'a scarlet dress over a striped undershirt'), 'Librarian')).toEqual(['clothing']);
    expect(rules(look('tawny skin', 'a scarlet dress over a high-necked shift'), 'Librarian')).toEqual([]);
    expect(rules(look('tawny skin', undefined, 'a well-oiled crossbow'), 'Acolyte')).toEqual(['carried']);
    expect(rules(look('tawny skin', undefined, 'a well-oiled crossbow'), 'Soldier')).toEqual([]);
    expect(rules(look('tawny skin', undefined, 'a lute in a battered case'), 'Town guard')).toEqual(['carried']);
    expect(rules(look('tawny skin', undefined, 'an antique signet ring'), "Alchemist's assistant")).toEqual(['wealth']);
    expect(rules(look('tawny skin', undefined, 'an antique signet ring'), 'Alchemist')).toEqual([]);
    const satchels = look(
      'tawny skin',
      "a plain temple robe with a healer's satchel at the hip",
      'a satchel stuffed with papers',
    );
    expect(rules(satchels, 'Shrine keeper')).toEqual(['repeat']);
    const horns = look(
      'lilac skin, horns capped with silver and a long tail',
      undefined,
      'gold rings threaded on both horns',
    );
    expect(rules(horns, 'Banker')).toEqual(['repeat']);
    expect(
      lookFlags(look('tawny skin', 'a threadbare charcoal shawl over a linen shirt'), jobRow('Porter'), 'Male'),
    ).toHaveLength(1);
    expect(rules(look('tawny skin', "a miller's smock dusted white with flour"), 'Baker')).toEqual([]);
    expect(clothingFlags("a miller's smock dusted white with flour", jobRow('Baker'))).toHaveLength(1);
    const peg = { ...look('tawny skin'), injuries: 'a wooden peg in place of the right foot' };
    expect(rules(peg, 'Courier')).toEqual(['injury']);
    expect(rules(peg, 'Sailor')).toEqual([]);
    expect(rules(look('tawny skin', undefined, 'a fishing rod'), 'Herb gatherer')).toEqual(['carried']);
    expect(rules(look('tawny skin', undefined, 'a fishing rod'), 'Smuggler')).toEqual([]);
    expect(rules(look('tawny skin', undefined, 'a hammer pushed through the belt'), 'Barber-surgeon')).toEqual([
      'carried',
    ]);
    expect(rules(look('tawny skin', undefined, 'a hammer pushed through the belt'), "Baker's hand")).toEqual([
      'carried',
    ]);
    expect(rules(look('lilac skin, horns capped with silver and a long tail'), 'Porter')).toEqual(['wealth']);
    expect(rules(look('lilac skin, horns capped with silver and a long tail'), 'Banker')).toEqual([]);
  });

  it('find every job drawn a look that fits its work, wealth and body', () => {
    const flags: string[] = [];
    for (const job of JOBS as readonly JobRow[])
      for (let i = 0; i < 60; i++) {
        const heritage = HERITAGES[i % HERITAGES.length]!;
        const gender = i % 2 ? 'Male' : 'Female';
        const body = HERITAGE_BODY[heritage];
        const age = Math.round(body.adultAge + ((i % 5) / 5) * (body.maxAge - body.adultAge));
        const facts = personFacts({ heritage, gender, age, job });
        const visual = generateVisualAppearance(createRng(`look-${job.job}-${i}`), heritage, gender, {
          ageYears: age,
          facts,
        });
        for (const f of [...lookFlags(visual, job, gender), ...clothingFlags(visual.clothingStyle, job)])
          flags.push(`${job.job}: ${f.rule}: ${f.detail}`);
      }
    expect(flags.slice(0, 10)).toEqual([]);
  });

  it('find a job that every standalone appearance fits, with nothing of another trade', () => {
    const misfits: string[] = [];
    for (let i = 0; i < 400; i++) {
      const { appearance } = generateAppearance(createRng(`walk-of-life-${i}`));
      const text = toPlainText(appearance);
      const fits = (job: JobRow) => {
        // The paragraph once, read as the things worn and carried (sun marks are read there too).
        const look = { skinDesc: '', clothingStyle: '', accessories: text };
        return lookFlags(look, job).length === 0 && clothingFlags(text, job).length === 0;
      };
      if (!(JOBS as readonly JobRow[]).some(fits)) misfits.push(text);
    }
    expect(misfits.slice(0, 5)).toEqual([]);
  });

  it('let only a master lead a guild, only a noble a noble house, and nobody in a starter job anything', () => {
    expect(mayLead(jobRow('Apprentice smith'), 'Guild')).toBe(false);
    expect(mayLead(jobRow('Apprentice smith'), 'CauseBased')).toBe(false);
    expect(mayLead(jobRow('Steward'), 'NobleHouse')).toBe(false);
    expect(mayLead(jobRow('Noble'), 'NobleHouse')).toBe(true);
    expect(mayLead(jobRow('Blacksmith'), 'Guild')).toBe(true);
  });

  it('flag a group name of the other gender', () => {
    expect(groupGenderFlags('The Rushvale Sisterhood of Couriers', 'Male')).toHaveLength(1);
    expect(groupGenderFlags('The Rushvale Sisterhood of Couriers', 'Female')).toHaveLength(0);
    expect(groupGenderFlags("The Farmers' Brotherhood", 'Female')).toHaveLength(1);
  });

  it('flag a life story that disagrees with the rest of the person', () => {
    const story = 'As a child, she fell from the stones and still has the scar.';
    expect(storyFlags('', story, 'no visible scars', { parents: 1 }).map((f) => f.rule)).toEqual(['injury']);
    expect(storyFlags('', story, 'a notched ear', { parents: 1 })).toEqual([]);
    const visits = 'Visits a younger brother in prison every month.';
    expect(storyFlags(visits, '', '', { parents: 1, order: 'youngest' }).map((f) => f.rule)).toEqual(['birth-order']);
    expect(storyFlags(visits, '', '', { parents: 1, order: 'eldest' })).toEqual([]);
    const foundling = 'Wants to find the parents who left a baby on the temple steps.';
    expect(storyFlags(foundling, '', '', { parents: 2 }).map((f) => f.rule)).toEqual(['family']);
    expect(storyFlags(foundling, '', '', { parents: 0 })).toEqual([]);
    expect(storyFlags('Keeps a brass copper coin for luck.', '', '', { parents: 0 }).map((f) => f.rule)).toEqual([
      'material',
    ]);
    expect(storyFlags('Keeps a worn copper coin for luck.', '', '', { parents: 0 })).toEqual([]);
  });

  it('flag a person whose parts disagree', () => {
    const { npc, refPackage } = generateNpc(createRng('checker-subject'));
    expect(checkNpc(npc, refPackage)).toEqual([]);
    const hairless = {
      ...npc,
      RaceName: 'Dragonborn' as const,
      Flaw: [{ text: 'Vain: still wears a charm against baldness.' }],
    };
    expect(checkNpc(hairless).map((f) => f.rule)).toContain('hairless');
    const snouted = {
      ...npc,
      RaceName: 'Lizardfolk' as const,
      VisualAppearance: { ...npc.VisualAppearance, injuries: 'a thin white scar through one eyebrow' },
    };
    expect(checkNpc(snouted).map((f) => f.rule)).toContain('hairless');
    const unscarred = {
      ...npc,
      Flaw: [{ text: 'Reckless: it once cost the tip of a finger.' }],
      VisualAppearance: { ...npc.VisualAppearance, injuries: 'no visible scars' },
    };
    expect(checkNpc(unscarred).map((f) => f.rule)).toContain('injury');
    const alone = {
      ...npc,
      Family: { ...npc.Family, Siblings: [] },
      Goal: [{ text: 'For the sake of a sickly sister.' }],
    };
    expect(checkNpc(alone).map((f) => f.rule)).toContain('family');
    const work = npc.EmployedAt!.text.replace(/^The /, '');
    const insider = { ...npc, Rumor: [{ text: `A tinker says that ${npc.Name} knows a secret way into ${work}.` }] };
    expect(checkNpc(insider).map((f) => f.rule)).toContain('own-premises');
  });
});

describe('standing, career and namesake rules', () => {
  const { npc } = generateNpc(createRng('checker-standing'));
  const base = { ...npc, Job: 'Baker', EmployedAt: { text: "Suskishak's Ales", type: 'building-x' } };
  const person = {
    ...base,
    Stub: { ...base.Stub, Name: { ...base.Stub.Name, Given: 'Suskishak', Family: undefined } },
  };
  const leader = {
    ...base,
    MemberOf: { Group: { text: 'The Free Merchants of Finchcombe', type: 'group-x' }, Role: 'Leader' as const },
  };
  const none = { Goal: '', Desire: '' };

  it('flag a wish the person already holds', () => {
    const guild = { Goal: '', Desire: 'Would give up a promising place in the guild to get there.' };
    expect(standingFlags(leader, guild, '').map((f) => f.rule)).toEqual(['standing']);
    expect(standingFlags({ ...npc, Job: 'Server' }, guild, '')).toEqual([]);
    const cottage = { ...base, Residence: { text: 'Rose Cottage', type: 'building-y' } };
    const sketches = { Goal: '', Desire: 'Sketches the same cottage over and over.' };
    expect(standingFlags(cottage, sketches, '').map((f) => f.rule)).toEqual(['standing']);
    const hid = `A tinker says ${npc.Name} hid from the watch inside Suskishak's Ales for three days last summer.`;
    expect(standingFlags(base, none, hid).map((f) => f.rule)).toEqual(['own-premises']);
    expect(standingFlags({ ...base, Job: 'Brewhand' }, none, hid)).toEqual([]);
  });

  it('flag an owner, a worn apron and a sweetheart too early in life', () => {
    const story =
      'At 11, he was apprenticed to a patient craftsman; that was less than a year ago, and today he is a baker.';
    const look = { clothingStyle: 'a leather apron scarred by years at the bench', skinDesc: '' };
    const rules = careerFlags({ ...base, RaceName: 'Orc', Age: 12 }, {}, '', story, look).map((f) => f.rule);
    expect(rules).toEqual(['career', 'career']);
    const seasoned = story.replace('less than a year', '9 years');
    expect(careerFlags({ ...base, RaceName: 'Orc', Age: 20 }, {}, '', seasoned, look)).toEqual([]);
    const desire = { Desire: 'Would give up almost anything for that, but not a marriage.' };
    const plain = { clothingStyle: '', skinDesc: '' };
    expect(careerFlags({ ...npc, RaceName: 'Goblin', Age: 9 }, desire, '', '', plain).map((f) => f.rule)).toEqual([
      'wed-age',
    ]);
    expect(careerFlags({ ...npc, RaceName: 'Goblin', Age: 20 }, desire, '', '', plain)).toEqual([]);
  });

  it('flag grown years not yet lived, money scraped by the rich and a flask in a boot over bare feet', () => {
    const young = { ...npc, RaceName: 'Human' as const, Age: 21 };
    const look = { clothingStyle: 'a linen shirt and wooden clogs', skinDesc: '', accessories: '' };
    const cost = { Flaw: 'Reckless. This has already cost a partnership in a thriving business.' };
    expect(lifeFlags(young, cost, look).map((f) => f.rule)).toEqual(['grown-years']);
    expect(lifeFlags({ ...young, Age: 45 }, cost, look)).toEqual([]);
    const grudge = { Personality: 'Proud, but holds grudges for decades.' };
    expect(lifeFlags(young, grudge, look).map((f) => f.rule)).toEqual(['grown-years']);
    const saving = {
      Goal: 'Means to own a ship. So far that means saving every spare coin in a boot under the floorboards.',
    };
    expect(lifeFlags({ ...npc, Job: 'Banker' }, saving, { ...look, clothingStyle: '' }).map((f) => f.rule)).toEqual([
      'wealth',
    ]);
    expect(lifeFlags({ ...npc, Job: 'Porter' }, saving, { ...look, clothingStyle: '' })).toEqual([]);
    const portrait = {
      Goal: 'Wants to be received at court. For now, that means commissioning a flattering portrait.',
    };
    expect(lifeFlags({ ...npc, Job: 'Porter' }, portrait, look).map((f) => f.rule)).toEqual(['wealth']);
    const wed = {
      Secret: 'Just last month, married a rival merchant under a false name.',
      Desire: 'Wants a family and a full table every evening.',
    };
    expect(lifeFlags({ ...young, Age: 45 }, wed, look).map((f) => f.rule)).toEqual(['family']);
    const twice = {
      Desire: 'Wants a fortune to dwarf the one already made; plans how to spend a fortune not yet made.',
    };
    expect(lifeFlags({ ...young, Age: 45 }, twice, look).map((f) => f.rule)).toEqual(['echo']);
    const rash = { Personality: 'Reckless when others are in danger.', Flaw: 'Reckless: rides too fast on bad roads.' };
    expect(lifeFlags({ ...young, Age: 45 }, rash, look).map((f) => f.rule)).toEqual(['echo']);
    const match = {
      Secret: 'If the secret gets out, a betrothal would be broken before the wedding day.',
      Flaw: 'Greedy. This has cost a betrothal.',
    };
    expect(lifeFlags({ ...young, Age: 45 }, match, look).map((f) => f.rule)).toEqual(['echo']);
    const flask = { Flaw: 'Far too fond of strong drink: keeps a flask in each boot.' };
    expect(lifeFlags({ ...young, Age: 45 }, flask, look).map((f) => f.rule)).toEqual(['footwear']);
    const booted = { ...look, clothingStyle: 'a linen shirt and riding boots' };
    expect(lifeFlags({ ...young, Age: 45 }, flask, booted)).toEqual([]);
  });

  it('flag a place named for the person in their childhood', () => {
    const rumor = "A tinker says Suskishak tried to burn down Suskishak's Ales as a child and very nearly managed it.";
    expect(namesakeFlags(person, rumor, '').map((f) => f.rule)).toEqual(['namesake-childhood']);
    expect(
      namesakeFlags({ ...person, EmployedAt: { text: 'The Golden Goose', type: 'building-x' } }, rumor, ''),
    ).toEqual([]);
  });
});

/**
 * Every person drawn against their own facts: a sample here (the full 10,000 run in
 * `npm run check:contradictions`) with no contradiction at all.
 */
describe('people have no contradictions', () => {
  it('holds for 1,500 people with their relatives, workplaces and groups', () => {
    const flags: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const { npc, refPackage } = generateNpc(createRng(`coherent-npc-${i}`));
      for (const f of checkNpc(npc, refPackage)) flags.push(`${npc.Name} (${npc.Job}): ${f.rule}: ${f.detail}`);
    }
    expect(flags.slice(0, 20)).toEqual([]);
  });
});
