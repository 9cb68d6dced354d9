import { describe, expect, it, vi } from 'vitest';
import { createRng } from '../core/rng';
import { Facts, rowImplies, type Grammar, type Row } from '../core/table';
import { expand } from '../core/template';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { generateVisualAppearance } from './appearance';
import { DESIRE_GRAMMAR } from './desire-tables';
import { FEAR_GRAMMAR } from './fear-tables';
import { FLAW_GRAMMAR } from './flaw-tables';
import { GOAL_GRAMMAR } from './goal-tables';
import { PERSONALITY_GRAMMAR } from './personality-tables';
import { generateRumor } from './rumor';
import { RUMOR_GRAMMAR } from './rumor-tables';
import { SECRET_GRAMMAR } from './secret-tables';
import { opposedTo, temperamentClashes } from './temperament';
import {
  generateDesire,
  generateFear,
  generateFlaw,
  generateGoal,
  generatePersonality,
  generateSecret,
  generateVoice,
} from './traits';
import { VOICE_GRAMMAR } from './voice-tables';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const DRAWS = 3000;

/** The texts of `DRAWS` draws of one maker for a person with the given facts. */
function texts(
  make: (seed: string, facts: Facts) => TextComponent[],
  tags: readonly string[],
  values: Record<string, number | string> = {},
): string[] {
  return Array.from({ length: DRAWS }, (_, i) => toPlainText(make(`coherence-${i}`, new Facts(tags, values))));
}

/** Phrases whose "they" or "them" is someone other than the person a text is about. */
const OTHER_THEY = [
  /reasons of their own/g,
  /believes it themselves/g,
  /what they saw/g,
  /before they happen/g,
  /they hate each other/g,
  /which side they are on/g,
  /it might kill them/g,
  /save their own neck/g,
  /reason behind them/g,
];

/** Whether a text calls its person "they", "them" or "their" (other people's "they" removed). */
const saysThey = (text: string): boolean =>
  /\b(they|them|their|themselves)\b/i.test(OTHER_THEY.reduce((t, re) => t.replace(re, ''), text));

describe('a person of known gender', () => {
  it('is "he" or "she" in every rumor truth about them, named or described', () => {
    const mira: TextComponent = { text: 'Mira Hollowell', type: 'npc-x.3' };
    let she = 0;
    for (let i = 0; i < DRAWS; i++) {
      const text = toPlainText(generateRumor(createRng(`g${i}`), { subject: mira, subjectGender: 'Female' }));
      const truth = text.slice(text.indexOf('Truth:'));
      expect(saysThey(truth), text).toBe(false);
      if (/\b(she|her|herself)\b/.test(truth)) she++;
    }
    expect(she).toBeGreaterThan(DRAWS / 20);
    // On their own sheet, the rumor about a person takes their gender from their facts.
    for (let i = 0; i < 500; i++) {
      const text = toPlainText(generateRumor(createRng(`f${i}`), { subject: mira, facts: new Facts(['male']) }));
      expect(saysThey(text.slice(text.indexOf('Truth:'))), text).toBe(false);
    }
  });

  it('is "he" or "she" in a described townsperson\'s truth when the words say which', () => {
    let checked = 0;
    for (let i = 0; i < DRAWS; i++) {
      const text = toPlainText(generateRumor(createRng(`t${i}`)));
      // The described subject, drawn from the same stream as the rumor draws it.
      const subject = expand(createRng(`t${i}`).fork('subject'), RUMOR_GRAMMAR, '{townPerson}');
      const gendered = /\b(husband|wife|widow|widower|son|daughter|man|woman|girl|boy|schoolmistress)\b/;
      // The head noun says who is meant: "the goose-girl's bookkeeper" is a bookkeeper, of either gender.
      const head = subject.replace(/^.*'s /, '');
      if (!gendered.test(head) || !text.includes(subject)) continue;
      checked++;
      expect(saysThey(text.slice(text.indexOf('Truth:'))), text).toBe(false);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('is "him" or "her" in a secret, never "them"', () => {
    for (const text of texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['female', 'middle'])) {
      expect(saysThey(text), text).toBe(false);
    }
  });
});

describe("a person's character texts follow from their facts", () => {
  it('loses no knighthood or commission outside arms and nobility, and no guild seat while young', () => {
    const craft = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['Craft', 'employee', 'young']);
    expect(craft.filter((t) => /knighthood|commission|guild council|high table of the guild/.test(t))).toEqual([]);
    const arms = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['Arms', 'owner', 'old']);
    expect(arms.some((t) => /knighthood|commission/.test(t))).toBe(true);
  });

  it('gives up a family farm only after a farm childhood, and keeps an unused sword only for a love of danger', () => {
    const desires = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['middle', 'Craft']);
    expect(desires.filter((t) => t.includes('family farm'))).toEqual([]);
    expect(desires.filter((t) => t.includes('fine sword') && !t.includes('adventure and danger'))).toEqual([]);
    const farm = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['middle', 'h-farm']);
    expect(farm.some((t) => t.includes('family farm'))).toBe(true);
    const goals = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['childless', 'young']);
    expect(goals.filter((t) => /grandchild|life is short/.test(t))).toEqual([]);
    const old = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['old', 'Service']);
    expect(old.filter((t) => t.includes('begging a master for an apprenticeship'))).toEqual([]);
  });

  it("never buries a living parent: no dead father's name beside a living father, no lost mother's cooking beside a living mother", () => {
    const goals = texts(
      (seed, facts) => generateGoal(createRng(seed), { facts }),
      ['parents-2', 'father-living', 'mother-living'],
    );
    expect(goals.filter((t) => /dead father|mother used to make/.test(t))).toEqual([]);
    const orphan = texts(
      (seed, facts) => generateGoal(createRng(seed), { facts }),
      ['parents-1', 'mother-living', 'father-dead'],
    );
    expect(orphan.some((t) => t.includes('dead father'))).toBe(true);
    expect(orphan.filter((t) => t.includes('mother used to make'))).toEqual([]);
  });

  it('loses the trust of "an only sister" only with one sister, and longs for a lost home village or to be accepted as a newcomer only away from home', () => {
    const flaws = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['siblings', 'middle']);
    expect(flaws.filter((t) => t.includes('only sister'))).toEqual([]);
    const one = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['siblings', 'sisters-1']);
    expect(one.some((t) => t.includes('only sister'))).toBe(true);
    const desires = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['native']);
    expect(desires.filter((t) => t.includes('village that may no longer exist'))).toEqual([]);
    // Someone born in the town longs to be let in by it, never to be accepted as a newcomer.
    expect(desires.filter((t) => /accepted by the people of this town|local jokes|local song/.test(t))).toEqual([]);
    expect(desires.some((t) => /old families of the town|street where (he|she|they) grew up/.test(t))).toBe(true);
    const anyone = texts((seed) => generateDesire(createRng(seed)), []);
    expect(anyone.filter((t) => /old families of the town|grew up|founders' feast/.test(t))).toEqual([]);
  });

  it('gives no smuggling sideline to the lawful, no guild seat to a soldier, and no tools to break to a clerk', () => {
    const lawful = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['align-lawful', 'align-good']);
    expect(lawful.filter((t) => t.includes('smuggling sideline'))).toEqual([]);
    const soldier = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['Arms', 'owner', 'old']);
    expect(soldier.filter((t) => /guild council|high table of the guild/.test(t))).toEqual([]);
    const clerk = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['Trade', 'employee', 'male']);
    expect(clerk.filter((t) => t.includes('break his tools'))).toEqual([]);
  });

  it('dresses and shaves a person in one piece: no breeches under a dress, no expensive undyed cloth, no beard darker than a shaved head', () => {
    for (let i = 0; i < DRAWS; i++) {
      const her = generateVisualAppearance(createRng(`dress-${i}`), 'Human', 'Female', {
        ageYears: 30,
        facts: new Facts(['female'], { wealth: 'modest' }),
      });
      expect(her.clothingStyle).not.toMatch(/(dress|kirtle) and (patched breeches|wide sailor's trousers)/);
      expect(her.clothingStyle).not.toMatch(/(expensive-looking|immaculate|well-cut) undyed/);
      expect(her.clothingStyle).not.toMatch(/(expensive-looking|immaculate|well-cut) .* and patched breeches/);
      expect(her.clothingStyle).not.toMatch(/homespun .* over a silk shirt/);
      const him = generateVisualAppearance(createRng(`shave-${i}`), 'Human', 'Male', { ageYears: 40 });
      expect(him.hair).not.toMatch(/shaved head with a beard a shade darker/);
    }
  });

  it('buries no priest "with no priest", and offers up no guild place a priest never had', () => {
    const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['male', 'align-evil']);
    expect(secrets.filter((t) => /buried (a traveling priest|the old abbot|the temple treasurer)/.test(t))).toEqual([]);
    expect(secrets.filter((t) => t.includes('a passing stranger has long claimed'))).toEqual([]);
    const desires = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['Faith', 'employee']);
    expect(desires.filter((t) => t.includes('place in the guild'))).toEqual([]);
  });

  it('keeps temple ways from someone who will not set foot in a temple', () => {
    const tags = ['p-godless', 'middle', 'female'];
    const temple =
      /to the temple|temple (library|school|garden|yard|for prayers)|holy (book|springs|order|relic|texts)|the gods|shrine|unblessed|pilgrim|chapel|confess/;
    for (const gen of [generateGoal, generateDesire, generateFear]) {
      const out = texts((seed, facts) => gen(createRng(seed), { facts }), tags);
      expect(out.filter((t) => temple.test(t))).toEqual([]);
    }
    const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), tags);
    expect(secrets.filter((t) => t.includes('heard it in confession'))).toEqual([]);
  });

  it('costs nobody a post or a welcome their own work gives them', () => {
    const innkeeper = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['Hospitality', 'owner'], {
      job: 'Innkeeper',
    });
    expect(innkeeper.filter((t) => /welcome at every inn|thrown out of every tavern/.test(t))).toEqual([]);
    const warden = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['Service', 'owner', 'middle'], {
      job: 'Market warden',
    });
    expect(warden.filter((t) => t.includes('post of market warden'))).toEqual([]);
  });

  it('aims at no place the person already holds or knows: no holy order for a priest, no shop for a shopkeeper, no silk for the rich, no first sight of the sea on the coast', () => {
    const priest = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['Faith', 'owner'], {
      job: 'Priest',
    });
    expect(priest.filter((t) => t.includes('holy order'))).toEqual([]);
    const shop = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['Trade', 'owner'], {
      job: 'Shopkeeper',
    });
    expect(shop.filter((t) => t.includes('open a shop'))).toEqual([]);
    const coast = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['native'], { env: 'Coastal' });
    expect(coast.filter((t) => t.includes('see the ocean'))).toEqual([]);
    const north = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['native'], { env: 'Arctic' });
    expect(north.filter((t) => t.includes('ice fields'))).toEqual([]);
    const noble = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['Nobility', 'owner'], {
      job: 'Noble',
    });
    expect(noble.filter((t) => t.includes('marry into a noble house'))).toEqual([]);
    const rich = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['Trade', 'owner'], {
      wealth: 'rich',
    });
    expect(rich.filter((t) => /silk and silver|never counting coins|passing for one/.test(t))).toEqual([]);
  });

  it('wishes for no standing the person already has or cannot have: no guild place for its leader or an outsider, no wage for an owner, no sweetheart for the too young', () => {
    const goal = (seed: string, facts: Facts) => generateGoal(createRng(seed), { facts });
    const desire = (seed: string, facts: Facts) => generateDesire(createRng(seed), { facts });
    const head = ['Craft', 'owner', 'leader', 'in-Guild', 'leads-Guild'];
    expect(texts(desire, head).filter((t) => t.includes('place in the guild'))).toEqual([]);
    expect(texts(goal, head).filter((t) => t.includes('master of the guild'))).toEqual([]);
    const outsider = ['Arms', 'employee', 'member', 'in-Mercenary'];
    expect(texts(desire, outsider).filter((t) => t.includes('place in the guild'))).toEqual([]);
    expect(texts(goal, outsider).filter((t) => /master of the guild|merchants' guild/.test(t))).toEqual([]);
    const hand = ['Craft', 'employee', 'member', 'in-Guild'];
    expect(texts(goal, hand).some((t) => t.includes('master of the guild'))).toBe(true);
    const priest = texts(goal, ['Faith', 'owner', 'leader'], { job: 'Priest' });
    expect(priest.filter((t) => t.includes('captain of the town watch'))).toEqual([]);
    const owner = texts(goal, ['Craft', 'owner', 'member'], { job: 'Baker' });
    expect(owner.filter((t) => /every wage|open a shop/.test(t))).toEqual([]);
    const wed = /\b(?:married|marry|marriage|sweetheart|betrothed|spouse|in love|lover|romance|suitor)\b/;
    const child = ['goblin', 'young', 'young-to-wed', 'Craft', 'employee'];
    expect(texts(goal, child).filter((t) => wed.test(t))).toEqual([]);
    expect(texts(desire, child).filter((t) => wed.test(t))).toEqual([]);
    const secret = (seed: string, facts: Facts) => generateSecret(createRng(seed), { facts });
    expect(texts(secret, child).filter((t) => wed.test(t) && !/marriage in the family/.test(t))).toEqual([]);
  });

  it('gives a generous soul no refusal to lend a copper, and a captain or a bouncer no cowardice', () => {
    const kind = texts((seed, facts) => generateFear(createRng(seed), { facts }), ['p-kind']);
    expect(kind.filter((t) => t.includes('will not lend so much as a copper'))).toEqual([]);
    for (const job of ['Garrison captain', 'Bouncer']) {
      const flaws = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['Arms', 'owner'], { job });
      expect(flaws.filter((t) => /coward|confrontation|brave only when/i.test(t))).toEqual([]);
    }
    const soldier = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['Arms', 'employee'], {
      job: 'Soldier',
    });
    expect(soldier.filter((t) => /terrified of any confrontation/i.test(t))).toEqual([]);
    expect(soldier.some((t) => /coward at heart/i.test(t))).toBe(true);
  });

  it('gives nobody a weakness their own work would not survive: no bouncer faint at blood, crier panicked by crowds or lamplighter afraid of the dark', () => {
    const cases: readonly (readonly [string, string, RegExp])[] = [
      ['Bouncer', 'Hospitality', /sight of blood|panics in crowds/],
      ['Town crier', 'Service', /panics in crowds/],
      ['Lamplighter', 'Service', /frightened of the dark/],
      ['Servant', 'Service', /tongue-tied in front of nobles/],
    ];
    for (const [job, type, weakness] of cases) {
      const traits = texts((seed, facts) => generatePersonality(createRng(seed), { facts }), [type, 'employee'], {
        job,
      });
      expect(traits.filter((t) => weakness.test(t)).slice(0, 3), job).toEqual([]);
    }
  });

  it('wishes for nothing the person shuns: no quiet life for the reckless, no danger for a coward, no temple schooling for the godless', () => {
    const rash = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['fl-rash']);
    expect(rash.filter((t) => t.includes('a quiet life'))).toEqual([]);
    const coward = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['fl-coward']);
    expect(coward.filter((t) => t.includes('adventure and danger'))).toEqual([]);
    const widowed = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['h-widowed']);
    expect(widowed.filter((t) => t.includes('grand romance'))).toEqual([]);
    const godless = texts((seed, facts) => generateVoice(createRng(seed), { facts }), ['p-godless']);
    expect(godless.filter((t) => t.includes('temple school'))).toEqual([]);
    // The flaws that bring those tags imply them.
    const flaws = texts(
      (seed, facts) => {
        const text = generateFlaw(createRng(seed), { facts });
        const plain = toPlainText(text);
        if (/^(Reckless|Addicted to danger)/.test(plain)) expect(facts.has('fl-rash'), plain).toBe(true);
        if (/^(A coward|Terrified of any confrontation|Brave only when)/.test(plain))
          expect(facts.has('fl-coward')).toBe(true);
        return text;
      },
      ['middle'],
    );
    expect(flaws.length).toBe(DRAWS);
  });

  it('gives a rich owner no harvest crew to lose', () => {
    const rich = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['Trade', 'owner'], {
      wealth: 'rich',
    });
    expect(rich.filter((t) => t.includes('harvest crew'))).toEqual([]);
  });

  it('does not want a family beside grown children, nor defy the family over a marriage when old or orphaned', () => {
    const parent = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['children']);
    expect(parent.filter((t) => t.includes('wants a family'))).toEqual([]);
    for (const tags of [
      ['old', 'parents-2'],
      ['middle', 'parents-0'],
    ]) {
      const goals = texts((seed, facts) => generateGoal(createRng(seed), { facts }), tags);
      expect(
        goals.filter((t) => t.includes("family's wishes")),
        tags.join(),
      ).toEqual([]);
    }
  });

  it("keeps customers out of a priest's or soldier's secret, and \"long ago\" out of a young person's", () => {
    for (const job of ['Faith', 'Arms']) {
      const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), [job, 'employee']);
      expect(
        secrets.filter((t) => t.includes('customers')),
        job,
      ).toEqual([]);
    }
    const young = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['young'], { age: 15 });
    expect(young.filter((t) => /feast day long ago|forgiven long ago/.test(t))).toEqual([]);
  });

  it('keeps marriage out of the goals, secrets and flaws of someone who swore never to marry again', () => {
    const tags = ['h-widowed', 'old'];
    const all = [
      ...texts((seed, facts) => generateGoal(createRng(seed), { facts }), tags),
      ...texts((seed, facts) => generateSecret(createRng(seed), { facts }), tags),
      ...texts((seed, facts) => generateFlaw(createRng(seed), { facts }), tags),
    ];
    const ownMarriage =
      /marry|married .* under a false name|estranged love|cost a betrothal|cost a marriage|latest was a (betrothal|marriage)|put by for a wedding/;
    expect(all.filter((t) => ownMarriage.test(t))).toEqual([]);
  });

  it('gives someone who wears a charm against baldness hair that is going', () => {
    for (let i = 0; i < 400; i++) {
      const facts = new Facts(['male', 'middle']);
      const flaw = toPlainText(generateFlaw(createRng(`bald-${i}`), { facts }));
      if (!flaw.includes('baldness')) continue;
      const look = generateVisualAppearance(createRng(`look-${i}`), 'Human', 'Male', { ageYears: 40, facts });
      expect(look.hair, flaw).toMatch(/thinning|bald|shaved/);
    }
    for (let i = 0; i < 200; i++) {
      const look = generateVisualAppearance(createRng(`b-${i}`), 'Dwarf', 'Female', {
        ageYears: 90,
        facts: new Facts(['female', 'middle', 'balding']),
      });
      expect(look.hair).toMatch(/thinning|bald|shaved/);
    }
  });

  it('names no brother or sister the person does not have', () => {
    const brotherless = ['no-brother', 'siblings', 'middle', 'age>=0'];
    const all = [
      ...texts((seed, facts) => generateGoal(createRng(seed), { facts }), brotherless),
      ...texts((seed, facts) => generateDesire(createRng(seed), { facts }), brotherless),
      ...texts((seed, facts) => generateFear(createRng(seed), { facts }), brotherless),
    ];
    expect(all.filter((t) => /\bbrother\b/.test(t))).toEqual([]);
    const sisterless = ['no-sister', 'siblings', 'middle'];
    const more = [
      ...texts((seed, facts) => generateSecret(createRng(seed), { facts }), sisterless),
      ...texts((seed, facts) => generateFlaw(createRng(seed), { facts }), sisterless, { age: 40 }),
      ...texts((seed, facts) => generateGoal(createRng(seed), { facts }), sisterless),
    ];
    expect(more.filter((t) => /\bsister\b/.test(t) && !t.includes('a sister lost in the great flood'))).toEqual([]);
  });

  it("keeps treason and murder out of a good person's secret", () => {
    const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['align-good', 'align-lawful']);
    const evil =
      /maps of the town|rival town|chalk and water|witch-hunters|hiding place to a bounty hunter|slowly poisoning|for dead|ransom|temple's candles|torturer|blamed a servant/;
    expect(secrets.filter((t) => evil.test(t))).toEqual([]);
  });

  it('gives a kind soul no revenge, greed or pettiness, a cautious one no gullibility, a hired hand no business', () => {
    const kind = ['p-kind'];
    expect(
      texts((seed, facts) => generateDesire(createRng(seed), { facts }), kind).filter((t) => /revenge|ruined/.test(t)),
    ).toEqual([]);
    expect(
      texts((seed, facts) => generateFlaw(createRng(seed), { facts }), kind).filter((t) =>
        /^(Greedy|Petty|Unable to pass up|Miserly)/.test(t),
      ),
    ).toEqual([]);
    expect(
      texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['p-cautious']).filter((t) =>
        /gullible|trusting to a fault/i.test(t),
      ),
    ).toEqual([]);
    expect(
      texts((seed, facts) => generatePersonality(createRng(seed), { facts }), ['employee', 'Labor']).filter((t) =>
        t.includes('ruthless in business'),
      ),
    ).toEqual([]);
  });

  it('gives someone honest to a fault no years of cheating, no steamed-open letters and no blame passed on', () => {
    const honest = ['p-honest'];
    const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), honest);
    expect(secrets.filter((t) => /temple's candles|stolen diary|chest of stolen coins/.test(t))).toEqual([]);
    const flaws = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), honest);
    expect(flaws.filter((t) => /steams open|invents details|take the blame/.test(t))).toEqual([]);
    const goals = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['align-good']);
    expect(goals.filter((t) => t.includes("forge a merchant's seal"))).toEqual([]);
  });

  it('gives no one who works on the water a fear of it, and no hired hand customers to lose', () => {
    const sailor = texts((seed, facts) => generateFear(createRng(seed), { facts }), ['Labor'], { garb: 'sea' });
    expect(
      sailor.filter((t) => /deep water|drowning|open sea|wells|lives under water|too dark to see|in flood/.test(t)),
    ).toEqual([]);
    const hand = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['Service', 'employee'], {
      venue: 'works',
    });
    expect(hand.filter((t) => t.includes('regulars would drift'))).toEqual([]);
  });

  it('gives nobody raised to expect nothing free a generous heart, and no good soul an innocent hanged in their place', () => {
    const cynic = texts((seed, facts) => generatePersonality(createRng(seed), { facts }), ['h-cynic']);
    expect(cynic.filter((t) => /^(Generous|Kind-hearted|Gentle with|Warm and welcoming)/.test(t))).toEqual([]);
    const good = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['align-good']);
    expect(good.filter((t) => /was hanged for stealing|take the blame for a fire/.test(t))).toEqual([]);
  });

  it('gives no soldier or priest a business partner to lose, and no young hired hand a council seat', () => {
    const soldier = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['Arms', 'owner']);
    expect(soldier.filter((t) => t.includes('take half the business'))).toEqual([]);
    const hand = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['young', 'employee']);
    expect(hand.filter((t) => t.includes('seat on the council'))).toEqual([]);
  });

  it('gives no one working two jobs for a goal a lazy flaw, and no good soul a wish to ruin a family', () => {
    const toil = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['g-toil']);
    expect(toil.filter((t) => /^(Allergic to hard work|Bone idle)/.test(t))).toEqual([]);
    const good = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['align-good']);
    expect(good.filter((t) => t.includes('family ruined'))).toEqual([]);
  });

  it('makes no town crier or player shy, and no one with a living parent an impostor', () => {
    const publicWork: Record<string, string>[] = [{ job: 'Town crier' }, { garb: 'stage' }];
    for (const values of publicWork) {
      const shy = texts((seed, facts) => generatePersonality(createRng(seed), { facts }), ['Service'], values);
      expect(
        shy.filter((t) =>
          /^(Shy and soft|Quiet and watchful|Awkward with strangers|Happier with animals|Easily flustered)/.test(t),
        ),
      ).toEqual([]);
    }
    const raised = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['parents-1']);
    expect(raised.filter((t) => t.includes('not the person everyone thinks'))).toEqual([]);
  });

  it('dates no deed or death before the person came of age, and has nobody still in the town of their birth run away from a noble house there', () => {
    const barely = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['young', 'male'], {
      age: 8,
      grownYears: 2,
    });
    expect(
      barely.filter((t) => /three summers back|eleven winters ago|twenty years ago|feast day long ago/i.test(t)),
    ).toEqual([]);
    const goals = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['young'], {
      age: 8,
      grownYears: 2,
    });
    expect(goals.filter((t) => t.includes('death caused long ago'))).toEqual([]);
    const native = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['native', 'parents-0']);
    expect(native.filter((t) => /born to a noble house and ran away|not the person everyone thinks/.test(t))).toEqual(
      [],
    );
  });

  it('never says a deed of one winter went on for years', () => {
    const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['middle'], { age: 60 });
    expect(secrets.filter((t) => /(winters|years) ago, [^.]*for years/.test(t))).toEqual([]);
  });

  it('gives a kind soul no cruel secret and no temper, and someone toiling at two jobs no faked injuries', () => {
    const kind = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['p-kind']);
    expect(kind.filter((t) => /for dead|millrace|drown and did nothing|slowly poisoning|set the dogs/.test(t))).toEqual(
      [],
    );
    const temper = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['p-kind']);
    expect(temper.filter((t) => /^(Quick to take offense|Hot-tempered|Prone to sudden rages)/.test(t))).toEqual([]);
    const toil = texts((seed, facts) => generateFlaw(createRng(seed), { facts }), ['g-toil']);
    expect(toil.filter((t) => t.includes('fakes injuries to get out of work'))).toEqual([]);
  });

  it('names no lost sister beside known brothers and sisters, and fakes no grave for someone with a living parent', () => {
    const goals = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['siblings']);
    expect(goals.filter((t) => t.includes('sister lost'))).toEqual([]);
    const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['parents-2']);
    expect(secrets.filter((t) => t.includes('faked and still tended'))).toEqual([]);
  });

  it('gives a good soul no grave robbing, card sharping, poor-box theft or deadly smuggling, a devout one no theft from the temple, and one who cannot lie no forgery or false name', () => {
    const good = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['align-good', 'male']);
    expect(good.filter((t) => /coffin|marked decks|poor box|customs officer dead/.test(t))).toEqual([]);
    const devout = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['p-pious', 'female']);
    expect(devout.filter((t) => /temple's (candles|poor box)/.test(t))).toEqual([]);
    const honest = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['p-honest', 'female']);
    expect(honest.filter((t) => /forged|false name|marked decks|took credit|winning ticket|poor box/.test(t))).toEqual(
      [],
    );
  });

  it('gives a charitable soul no poisoning, an honest one no lie to give up, and a parent on the sheet no lost child', () => {
    const charity = ['align-neutral', 'p-kind'];
    const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), charity);
    expect(secrets.filter((t) => /slowly poisoning|take the blame/.test(t))).toEqual([]);
    const goals = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['p-honest']);
    expect(goals.filter((t) => t.includes('without telling a lie'))).toEqual([]);
    const parents = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['children']);
    expect(parents.filter((t) => t.includes('grown child who left'))).toEqual([]);
  });

  it('speaks in one register, and says only what fits the speaker: no prices without customers, no alibi from the watch, no town crier who whispers or stammers', () => {
    const formal = /great ceremony|schoolroom way|court accent|temple school|plummy|pronounces every letter/;
    const rough =
      /Gods' teeth|Thunder and turnips|Bless my boots|Sweet bread and butter|Ho there|Kettles and cauldrons|grandmother's ladle|goat's uncle|that's flat|as sure as eggs|sailors' oaths|drops the ends|river barges|kiss a toad|scarecrow|butter knife|curse better|from the jail|never theirs|backs of carts/;
    const anyone = texts((seed) => generateVoice(createRng(seed)), []);
    expect(anyone.filter((t) => formal.test(t) && rough.test(t))).toEqual([]);
    expect(anyone.some((t) => formal.test(t))).toBe(true);
    expect(anyone.some((t) => rough.test(t))).toBe(true);
    const acolyte = texts((seed, facts) => generateVoice(createRng(seed), { facts }), ['Faith', 'align-lawful'], {
      job: 'Acolyte',
    });
    expect(
      acolyte.filter((t) =>
        /better price|my customers|pay double|ale has been in the family|out of ale|were here all night|never theirs|backs of carts/.test(
          t,
        ),
      ),
    ).toEqual([]);
    const guard = texts((seed, facts) => generateVoice(createRng(seed), { facts }), ['Arms', 'old', 'h-widowed'], {
      job: 'Town guard',
    });
    expect(guard.filter((t) => /if the watch asks|I didn't see anything|three spouses/.test(t))).toEqual([]);
    const crier = texts((seed, facts) => generateVoice(createRng(seed), { facts }), ['Service', 'employee'], {
      job: 'Town crier',
    });
    expect(
      crier.filter((t) =>
        /breathy|whispery|hoarse whisper|soft, musical|gentle voice|softly, so|haltingly|stammer/.test(t),
      ),
    ).toEqual([]);
  });

  it("fears nothing the person's own work faces every day, and tells of a fear's start only by what could start it", () => {
    const feared: readonly (readonly [string, string, RegExp])[] = [
      ['Blacksmith', 'Craft', /\b(fire|sparks|burning|wildfires)\b/],
      ['Baker', 'Craft', /\b(fire|sparks|burning|wildfires)\b/],
      ['Gravedigger', 'Labor', /graveyards|corpses|ghosts|dead rising|unblessed/],
      ['Groom', 'Labor', /horses/],
      ['Enchanter', 'Craft', /magic|wizards|curses|the fey|turned into/],
      [
        'Lamplighter',
        'Service',
        /(?<!in )the dark|moonless|shadows|hour before dawn|heights|falling|ladders|stairways|cliff/,
      ],
      ['Bath attendant', 'Service', /water|drowning|open sea|rivers|wells/],
      ['Town crier', 'Service', /crowds/],
    ];
    for (const [job, type, object] of feared) {
      const fears = texts((seed, facts) => generateFear(createRng(seed), { facts }), [type, 'employee'], { job });
      expect(fears.filter((t) => object.test(t.split(';')[0]!)).slice(0, 3), job).toEqual([]);
    }
    const fears = texts((seed) => generateFear(createRng(seed)), []);
    const mismatched = (t: string): boolean => {
      const [object = '', rest = ''] = t.split(';');
      return (
        (/crowds/.test(object) && /barn|crypt|mine shaft|prank|since the war|bad winter/.test(rest)) ||
        (/lightning/.test(object) && /hail flattened|gale/.test(rest)) ||
        (/hail|high winds/.test(object) && /lightning struck/.test(rest)) ||
        (/wells/.test(object) && /leaking boat|through the ice|flood/.test(rest)) ||
        (/losing the roof/.test(object) && /crumb|larder/.test(rest)) ||
        (/birds|owls/.test(object) && /a bite/.test(rest)) ||
        (/spiders|snakes|rats|insects|horses|dog|birds|owls|wolves|eyes|hail|lightning|heights|falling|ladders/.test(
          object,
        ) &&
          /since the war/.test(rest)) ||
        (/the dark|shadows|tight spaces|locked rooms|thunderstorms/.test(object) &&
          /death of a close friend/.test(rest))
      );
    };
    expect(fears.filter(mismatched).slice(0, 5)).toEqual([]);
    expect(fears.some((t) => /crowds/.test(t) && /crowd at a hanging|market-day crush/.test(t))).toBe(true);
  });

  it('says penance once, stands no night watch off the roster, takes up no crossbow against a ledger, loses no sweetheart years before coming of age, fakes no grave beside kin in town, and jeers at nobody when kind', () => {
    const goals = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['middle'], { job: 'Enchanter' });
    expect(goals.filter((t) => /penance.*penance/.test(t))).toEqual([]);
    // Nobody off the watch's roster stands its extra nights, and nobody ruins a merchant with a crossbow.
    expect(goals.filter((t) => t.includes('extra night watch'))).toEqual([]);
    expect(goals.filter((t) => /(ruin the merchant|magistrate hanged|landlord pay).*crossbow/.test(t))).toEqual([]);
    expect(goals.some((t) => t.includes('crossbow'))).toBe(true);
    const young = texts((seed, facts) => generateDesire(createRng(seed), { facts }), ['young'], { age: 9 });
    expect(young.filter((t) => t.includes('sweetheart lost years ago'))).toEqual([]);
    for (const kin of ['siblings', 'children']) {
      const secrets = texts((seed, facts) => generateSecret(createRng(seed), { facts }), [kin, 'parents-0']);
      expect(secrets.filter((t) => t.includes('faked and still tended'))).toEqual([]);
    }
    const kind = texts((seed, facts) => generateVoice(createRng(seed), { facts }), ['p-kind']);
    expect(kind.filter((t) => /your sort|kiss a toad|trust a mule|remember your face/.test(t))).toEqual([]);
  });

  it('speaks with the accent of where the person grew up, and learned no language late when raised speaking Common', () => {
    const mountain = texts(
      (seed, facts) => generateVoice(createRng(seed), { facts }),
      ['native', 'tongue-common', 'human'],
      { env: 'Mountain' },
    );
    expect(
      mountain.filter((t) =>
        /(salt-marsh|dockside|island|plains|forest|caravan-road|fenland|farmland) accent|island villages|of the plains|learned the language late|translating in the head|nobody can place/.test(
          t,
        ),
      ),
    ).toEqual([]);
    expect(
      mountain.some((t) => /(mountain|high-valley|hill-country|mining-town) accent|hill-country r's/.test(t)),
    ).toBe(true);
    const coast = texts((seed, facts) => generateVoice(createRng(seed), { facts }), ['native'], { env: 'Coastal' });
    expect(coast.filter((t) => /(mountain|high-valley|hill-country|mining-town|forest) accent/.test(t))).toEqual([]);
    expect(coast.some((t) => /(dockside|island|salt-marsh) accent/.test(t))).toBe(true);
  });
});

describe("a person's temperament", () => {
  it('shows one side of each temperament: every row that implies a side excludes the other', () => {
    const grammars: Record<string, Grammar> = {
      PERSONALITY_GRAMMAR,
      FLAW_GRAMMAR,
      DESIRE_GRAMMAR,
      VOICE_GRAMMAR,
      FEAR_GRAMMAR,
      GOAL_GRAMMAR,
    };
    const missing: string[] = [];
    let sides = 0;
    for (const [name, grammar] of Object.entries(grammars))
      for (const [table, rows] of Object.entries(grammar))
        for (const row of rows) {
          const excludes = typeof row === 'string' ? [] : (row.excludes ?? []);
          for (const tag of rowImplies(row))
            for (const other of opposedTo(tag)) {
              sides++;
              if (!excludes.includes(other))
                missing.push(
                  `${name}.${table} "${typeof row === 'string' ? row : row.text}" implies ${tag} but allows ${other}`,
                );
            }
        }
    expect(missing).toEqual([]);
    expect(sides).toBeGreaterThan(60);
    // A personality tag that later rows read as a temperament always brings the temperament with it.
    const brings: Record<string, string> = { 'p-kind': 't-kind', 'p-shy': 't-quiet', 'p-loud': 't-loud' };
    const without = Object.values(PERSONALITY_GRAMMAR)
      .flat()
      .filter((row) =>
        Object.entries(brings).some(([p, t]) => rowImplies(row).includes(p) && !rowImplies(row).includes(t)),
      );
    expect(without).toEqual([]);
  });

  it("agrees with itself across personality, voice, flaw, desire and fear, and names the feared animal's own place", () => {
    const clashes: string[] = [];
    const people: [string[], Record<string, string | number>][] = [
      [
        ['Craft', 'owner', 'wealth-modest', 'middle', 'siblings', 'children'],
        { job: 'Potter', age: 40, wealth: 'modest' },
      ],
      [['Trade', 'employee', 'wealth-modest', 'young', 'only-child', 'childless'], { job: 'Clerk', age: 20 }],
      [['Arms', 'employee', 'wealth-poor', 'old', 'siblings', 'children'], { job: 'Soldier', age: 60 }],
    ];
    let horses = 0;
    let seekers = 0;
    for (let i = 0; i < DRAWS; i++) {
      const [tags, values] = people[i % people.length] as [string[], Record<string, string | number>];
      const facts = new Facts(tags, values);
      const rng = createRng(`temper-${i}`);
      const text = (make: typeof generateVoice, key: string) => toPlainText(make(rng.fork(key), { facts }));
      const person = {
        Personality: text(generatePersonality, 'personality'),
        Voice: text(generateVoice, 'voice'),
        Goal: text(generateGoal, 'goal'),
        Fear: text(generateFear, 'fear'),
        Flaw: text(generateFlaw, 'flaw'),
        Desire: text(generateDesire, 'desire'),
      };
      if (/\bhorses\b/.test(person.Fear)) horses++;
      if (/\b(own a ship outright|sail to the edge of the charts|share in the new silver mine)\b/.test(person.Goal))
        seekers++;
      clashes.push(...temperamentClashes(person));
    }
    expect(clashes).toEqual([]);
    expect(horses).toBeGreaterThan(0);
    expect(seekers).toBeGreaterThan(50);
    // A fear never walks into its own goal: no dread of mines beside a share in the new silver mine.
    expect(
      temperamentClashes({
        Personality: '',
        Voice: '',
        Flaw: '',
        Desire: '',
        Fear: 'Lives in fear of mines and tunnels; sleeps by the window, even in winter.',
        Goal: 'Is working to buy a share in the new silver mine.',
      }),
    ).toHaveLength(1);
  });

  it('names a rival once in a goal, motive and first step together', () => {
    const goals = texts((seed, facts) => generateGoal(createRng(seed), { facts }), ['Trade', 'owner']);
    expect(goals.filter((t) => (t.match(/\brivals?\b/g) ?? []).length > 1)).toEqual([]);
    expect(goals.some((t) => /spite a rival/.test(t))).toBe(true);
  });
});

describe("a secret's consequence follows from what was done", () => {
  /** Deeds and states of deceit or calculation, after which past kindness may be reread. */
  const GUILE =
    /forged|take the blame|bounty hunter|false name|read .* letters|spy on|chalk and water|marked decks|witch-hunters|debt that cannot|took credit|anonymous letters|lose a duel|winning ticket|blamed a servant|took the reward|boundary stones|prize ewe|credit for a rescue|pawned a ring|lied under oath|trade places|not the person everyone thinks|second family|slowly poisoning|rival town|temple's candles|lame horse|well was safe|bribed the judges|burned it before it could be delivered|avalanche pass on purpose|press-gang|for lead|spread a lie|runaway child|weighing scales|fake relic|hid the letter|stocks for a theft|secrets to the town gossip|to slavers|be blamed for it|false light|trade secret|ran up debts|a sweetheart had died|treasure that never existed|swapped two newborns|false order|false alibi|where the family silver was hidden|passed off the songs|fixed the cockfight|tore a page|lied to the healer|tricked|take the punishment|called the bailiff|poison herb|ransom note|loaded bones|tithe grain|borrowed cloak|moldy grain|last words|took a bribe|blamed the novices|paid a forger|watered the milk|second set of account books|selling off the family silver|lose the wrestling match|anywhere near the war|someone else's name|on receipts|agent of a foreign crown|name of someone long dead|cheats at the weekly dice|rescue that never happened|name of a dead cousin/i;
  /** Secrets with nobody wronged: a debt, a desertion, a forbidden book, a hidden faith. */
  const NO_VICTIM =
    /thieves' guild|deserted from the army|forbidden magic|debtors' prison|torturer's apprentice|member of a cult|maps of the town's defenses|poor box|outlawed long ago|chest of stolen coins|rival town/;
  const people: [string[], Record<string, string | number>][] = [
    [['owner', 'Trade', 'in-business', 'wealth-rich', 'in-Guild', 'middle'], { age: 45, grownYears: 27 }],
    [['owner', 'Craft', 'in-business', 'wealth-modest', 'in-Guild', 'middle'], { age: 40, grownYears: 22 }],
    [['employee', 'Labor', 'wealth-poor', 'align-evil'], { age: 30, grownYears: 12 }],
  ];
  const secrets = people.flatMap(([tags, values]) =>
    texts((seed, facts) => generateSecret(createRng(seed), { facts }), tags, values),
  );

  it('rereads past kindness as calculation only after guile, never after a brawl, a desertion or a debt', () => {
    const kindness = secrets.filter((t) => t.includes('every past kindness'));
    expect(kindness.filter((t) => !GUILE.test(t)).slice(0, 5)).toEqual([]);
    expect(kindness.length).toBeGreaterThan(20);
  });

  it('costs a life taken or put in peril no contract, customers, loan or comic song', () => {
    const death =
      /killed a man|customs officer dead|for dead|drown and did nothing|millrace|in the orchard|hanged for stealing|wanted for murder|set the dogs|chalk and water|witch-hunters|bounty hunter|slowly poisoning|destroyed half the old market|maps of the town's defenses/;
    const slight =
      /lucrative contract|regulars would drift|partner would walk out|apprentices would all leave|rival would gain everything|council seat everyone expects|creditor would call|songwriter would make it famous|strip every license|master's chain|lord's favor|pension from the old lord|debt forgiven long ago/;
    expect(secrets.filter((t) => death.test(t) && slight.test(t)).slice(0, 5)).toEqual([]);
    expect(secrets.some((t) => slight.test(t))).toBe(true);
  });

  it('rekindles a grudge or a feud only where someone was wronged', () => {
    const grudge = /grudge thought buried|old feud would catch fire|nursed a grudge for years/;
    expect(secrets.filter((t) => grudge.test(t) && NO_VICTIM.test(t)).slice(0, 5)).toEqual([]);
    expect(secrets.some((t) => grudge.test(t))).toBe(true);
  });

  it('says plainly what the kin of the wronged would do, and sends no watch after a secret in a hamlet', () => {
    expect(secrets.filter((t) => /would keep it\b/.test(t))).toEqual([]);
    const hamlet = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['town-hamlet', 'town-small'], {
      townSize: 'Hamlet',
    });
    expect(hamlet.filter((t) => /\bthe watch\b/.test(t)).slice(0, 5)).toEqual([]);
    const hamletFlaws = texts(
      (seed, facts) => generateFlaw(createRng(seed), { facts }),
      ['town-hamlet', 'town-small'],
      {
        townSize: 'Hamlet',
      },
    );
    expect(hamletFlaws.filter((t) => /\bthe watch\b/.test(t))).toEqual([]);
  });
  it('looks into the ways of business only after guile, reopens no case where nobody was wronged, and hunts only someone hiding', () => {
    const business = secrets.filter((t) => t.includes('old ways of doing business'));
    expect(business.filter((t) => !GUILE.test(t)).slice(0, 5)).toEqual([]);
    expect(secrets.filter((t) => t.includes('reopen a closed case') && NO_VICTIM.test(t)).slice(0, 5)).toEqual([]);
    // A deed's secret ("If the truth ever comes out", "Should the secret get out", "If anyone finds
    // out") is done and over: no enemy comes looking for where the person hides.
    expect(
      secrets.filter((t) =>
        /(truth ever comes out|Should the secret get out|anyone finds out), a dangerous enemy would know where to look/.test(
          t,
        ),
      ),
    ).toEqual([]);
    expect(secrets.some((t) => t.includes('a dangerous enemy would know where to look'))).toBe(true);
    const good = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['align-good']);
    expect(good.filter((t) => t.includes('switched the winning ticket'))).toEqual([]);
  });
  it('gives an honest soul no guile and no other name, a good one no theft or fraud, and a child no brand or salt mines', () => {
    // Structurally: every deed or state of guile is barred to someone honest to a fault.
    const guileRows = ([...SECRET_GRAMMAR.sDeed, ...SECRET_GRAMMAR.sState] as readonly Row[]).filter(
      (row) => typeof row !== 'string' && rowImplies(row).includes('sk-guile'),
    );
    expect(guileRows.length).toBeGreaterThan(20);
    expect(
      guileRows
        .filter((row) => typeof row !== 'string' && !(row.excludes ?? []).includes('p-honest'))
        .map((r) => (typeof r === 'string' ? r : r.text)),
    ).toEqual([]);
    const honest = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['p-honest', 't-honest']);
    // However narrow the soul, some deed is left to hide at any time: an honest, kind, good soul
    // in a hamlet draws a secret every time.
    const narrow = ['p-honest', 't-honest', 'p-kind', 't-kind', 'align-good', 'town-hamlet', 'town-small', 'employee'];
    expect(texts((seed, facts) => generateSecret(createRng(seed), { facts }), narrow)).toHaveLength(DRAWS);
    expect(honest.filter((t) => /another name|false name|rival town|trade places|second family/.test(t))).toEqual([]);
    const good = texts((seed, facts) => generateSecret(createRng(seed), { facts }), ['align-good']);
    expect(
      good.filter((t) =>
        /boundary stones|pawned a ring|forged|took the reward|chest of stolen coins|burned the only copy/.test(t),
      ),
    ).toEqual([]);
    const child = secrets.filter((t) => /^As a (child|frightened youngster)/.test(t));
    expect(child.length).toBeGreaterThan(20);
    expect(child.filter((t) => /branding on the hand|stocks would be followed|salt mines/.test(t))).toEqual([]);
  });
  it("costs a life taken or put in peril more than a shrug, a closed door, a friend's silence or a rewritten will", () => {
    const harm =
      /killed a man|customs officer dead|for dead|drown and did nothing|millrace|in the orchard|hanged for stealing|wanted for murder|set the dogs|chalk and water|witch-hunters|bounty hunter|slowly poisoning/;
    const light =
      /nothing would happen|sealed will would have to be rewritten|old friend would never speak|last loyal friend would walk away|whole street would take sides|every door on the street would close|marriage in the family would not survive|which side they are on|heir would be disinherited/;
    expect(secrets.filter((t) => harm.test(t) && light.test(t)).slice(0, 5)).toEqual([]);
    expect(secrets.some((t) => light.test(t))).toBe(true);
    // Nor does nothing follow being saved from the gallows or taking another's punishment.
    expect(
      secrets.filter((t) => /gallows by|went to the stocks for a crime/.test(t) && /nothing would happen/.test(t)),
    ).toEqual([]);
  });
  it('makes a comic song only of a lesser wrong, and disbelieves no one over a killing or a forbidden book', () => {
    const grave =
      /killed a man|customs officer dead|for dead|drown and did nothing|millrace|in the orchard|hanged for stealing|wanted for murder|set the dogs|chalk and water|witch-hunters|bounty hunter|slowly poisoning|forbidden magic|deserted from the army|member of a cult|maps of the town's defenses|torturer's apprentice|outlawed long ago|destroyed half the old market/;
    expect(secrets.filter((t) => grave.test(t) && t.includes('songwriter would make it famous')).slice(0, 5)).toEqual(
      [],
    );
    expect(
      secrets
        .filter((t) => (grave.test(t) || NO_VICTIM.test(t)) && t.includes('would believe another word'))
        .slice(0, 5),
    ).toEqual([]);
    expect(secrets.some((t) => t.includes('songwriter would make it famous'))).toBe(true);
    // Nor is a captain or a sergeant shy and soft-spoken.
    for (const job of ['Garrison captain', 'Watch sergeant']) {
      const shy = texts((seed, facts) => generatePersonality(createRng(seed), { facts }), ['Arms'], { job });
      expect(
        shy.filter((t) =>
          /^(Shy and soft-spoken|Quiet and watchful|Awkward with strangers|More comfortable listening|Gentle and easily embarrassed)/.test(
            t,
          ),
        ),
      ).toEqual([]);
    }
  });
});

describe('one temperament across the character texts', () => {
  it('gives someone content with very little no hunger for a name, power or riches', () => {
    for (const tag of ['t-content', 'p-content']) {
      const facts = [tag, 't-content', 'middle'];
      const desires = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), facts, { age: 40 });
      expect(
        desires.filter((t) =>
          /recognition|outlives|taken seriously|power|seat at the table|rich|silk|worth of every house/.test(t),
        ),
      ).toEqual([]);
      const goals = texts((seed, f) => generateGoal(createRng(seed), { facts: f }), facts, { age: 30 });
      expect(goals.filter((t) => /richest merchant|monopoly on salt|retire rich/.test(t))).toEqual([]);
      const flaws = texts((seed, f) => generateFlaw(createRng(seed), { facts: f }), facts);
      expect(flaws.filter((t) => /^(Greedy|Unable to pass up a profit)/.test(t))).toEqual([]);
    }
  });

  it('gives a careful soul no gamble, no recklessness and no craving for danger', () => {
    const careful = ['t-careful', 'employee'];
    const flaws = texts((seed, f) => generateFlaw(createRng(seed), { facts: f }), careful);
    expect(
      flaws.filter((t) => /^(Reckless|Addicted to danger|A compulsive gambler|Unable to resist a wager)/.test(t)),
    ).toEqual([]);
    const desires = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), careful);
    expect(desires.filter((t) => /craves adventure and danger/i.test(t))).toEqual([]);
    // A personality that checks every sum three times carries the tag that keeps the gamble away.
    let checked = 0;
    for (let i = 0; i < DRAWS; i++) {
      const facts = new Facts([]);
      const text = toPlainText(generatePersonality(createRng(`coherence-${i}`), { facts }));
      if (!text.includes('checks every sum twice')) continue;
      checked++;
      expect(facts.has('t-careful'), text).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('gives a giving soul no eye for what every house is worth, and a good one no cheated errand children', () => {
    const kind = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['p-kind', 't-kind']);
    expect(kind.filter((t) => t.includes('worth of every house'))).toEqual([]);
    const good = texts((seed, f) => generateFlaw(createRng(seed), { facts: f }), ['align-good']);
    expect(good.filter((t) => t.includes('promises children a copper'))).toEqual([]);
    expect(
      temperamentClashes({
        Personality: 'Warm and endlessly giving; offers away the last bite of any meal.',
        Voice: '',
        Flaw: '',
        Desire: 'Longs for a life of silk and silver; reckons the worth of every house passed on the street.',
        Fear: '',
      }),
    ).toHaveLength(1);
  });

  it('buys up debts only with money of its own, waters only ale it pours, and seeks no merchant fortune in the temple', () => {
    const hired = texts(
      (seed, f) => generateDesire(createRng(seed), { facts: f }),
      ['employee', 'wealth-modest', 'rev-family'],
      {
        role: 'employee',
        wealth: 'modest',
      },
    );
    expect(hired.filter((t) => t.includes("buys up that family's debts"))).toEqual([]);
    const clerk = texts((seed, f) => generateFlaw(createRng(seed), { facts: f }), ['employee', 'Trade'], {
      job: 'Moneychanger',
    });
    expect(clerk.filter((t) => t.includes('waters the ale'))).toEqual([]);
    const keeper = texts((seed, f) => generateFlaw(createRng(seed), { facts: f }), ['owner', 'Hospitality'], {
      job: 'Tavernkeeper',
    });
    expect(keeper.some((t) => t.includes('waters the ale'))).toBe(true);
    const priest = texts((seed, f) => generateGoal(createRng(seed), { facts: f }), ['owner', 'Faith'], {
      job: 'Priest',
    });
    expect(priest.filter((t) => /richest merchant|monopoly on salt/.test(t))).toEqual([]);
    const cook = texts((seed, f) => generateGoal(createRng(seed), { facts: f }), ['employee', 'Hospitality'], {
      job: 'Cook',
      role: 'employee',
    });
    expect(cook.filter((t) => t.includes('monopoly on salt'))).toEqual([]);
  });
  it('vows to stop at nothing only when not idle, forges no seal under the law or in arms, runs no crooked raffle when good, and keeps a town ledger out of a hamlet', () => {
    const goal = (seed: string, f: Facts) => generateGoal(createRng(seed), { facts: f });
    expect(texts(goal, ['t-idle']).filter((t) => t.startsWith('Will stop at nothing'))).toEqual([]);
    expect(texts(goal, ['align-lawful']).filter((t) => t.includes("forge a merchant's seal"))).toEqual([]);
    expect(texts(goal, ['Arms', 'employee']).filter((t) => t.includes("forge a merchant's seal"))).toEqual([]);
    expect(texts(goal, ['align-good']).filter((t) => t.includes('raffle of dubious honesty'))).toEqual([]);
    const keeper = texts((seed, f) => generateFlaw(createRng(seed), { facts: f }), ['owner', 'Hospitality'], {
      job: 'Tavernkeeper',
    });
    expect(keeper.filter((t) => t.includes('never once bought a round'))).toEqual([]);
    const hamlet = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['town-hamlet', 'town-small'], {
      townSize: 'Hamlet',
    });
    expect(hamlet.filter((t) => t.includes('town ledger'))).toEqual([]);
  });
  it('fears no magic it studies or learned, wants no riches it has, and, content with little, no bigger house', () => {
    let both = 0;
    for (let i = 0; i < DRAWS; i++) {
      const facts = new Facts(['middle'], { age: 40 });
      const rng = createRng(`magic-${i}`);
      const goal = toPlainText(generateGoal(rng.fork('goal'), { facts }));
      const secret = toPlainText(generateSecret(rng.fork('secret'), { facts }));
      const fear = toPlainText(generateFear(rng.fork('fear'), { facts }));
      const studies = /true magic|true name|forbidden magic/.test(goal + secret);
      if (studies) both++;
      if (studies)
        expect(
          /magic of any kind|wizards|curses|the fey|turned into something else/.test(fear),
          `${goal} ${secret} ${fear}`,
        ).toBe(false);
    }
    expect(both).toBeGreaterThan(20);
    const rich = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['wealth-rich', 'owner'], {
      wealth: 'rich',
    });
    expect(rich.filter((t) => t.includes('properly rich'))).toEqual([]);
    const content = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['t-content', 'p-content']);
    expect(content.filter((t) => t.includes('bigger house'))).toEqual([]);
  });
  it('stakes no comfortable life of the poor and no hard-won sobriety of someone barely grown', () => {
    const poor = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['wealth-poor', 'employee'], {
      wealth: 'poor',
      grownYears: 2,
    });
    expect(poor.filter((t) => /comfortable life|hard-won sobriety/.test(t))).toEqual([]);
    const grown = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['wealth-modest'], {
      wealth: 'modest',
      grownYears: 20,
    });
    expect(grown.some((t) => t.includes('comfortable life'))).toBe(true);
    expect(grown.some((t) => t.includes('hard-won sobriety'))).toBe(true);
  });
  it('explores no cave when careful, counts no coins away when a miser, looks no wealthier when rich, and confesses once', () => {
    const careful = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['t-careful', 'p-cautious']);
    expect(careful.filter((t) => t.includes('explore every cellar and cave'))).toEqual([]);
    const miser = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['fg-miser', 't-thrifty'], {
      wealth: 'poor',
    });
    expect(miser.filter((t) => t.includes('never counting coins'))).toEqual([]);
    const rich = texts((seed, f) => generateFlaw(createRng(seed), { facts: f }), ['wealth-rich', 'owner'], {
      wealth: 'rich',
    });
    expect(rich.filter((t) => t.includes('looking wealthy'))).toEqual([]);
    const confessing = texts((seed, f) => generateDesire(createRng(seed), { facts: f }), ['w-confess']);
    expect(confessing.filter((t) => t.includes('five different priests'))).toEqual([]);
    const goals = texts(
      (seed, f) => {
        const out = generateGoal(createRng(seed), { facts: f });
        if (toPlainText(out).includes('different priest every week')) expect(f.has('w-confess')).toBe(true);
        return out;
      },
      ['gf-penance'],
    );
    expect(goals.some((t) => t.includes('different priest every week'))).toBe(true);
  });
  it('keeps a kind soul out of a deadly smuggling run, a guard out of a panic in crowds, and the rich off firewood money', () => {
    const kind = texts((seed, f) => generateSecret(createRng(seed), { facts: f }), ['p-kind', 't-kind']);
    expect(kind.filter((t) => t.includes('smuggling run'))).toEqual([]);
    for (const job of ['Town guard', 'Soldier']) {
      const guard = texts((seed, f) => generatePersonality(createRng(seed), { facts: f }), ['Arms'], { job });
      expect(guard.filter((t) => t.includes('panics in crowds'))).toEqual([]);
    }
    const rich = texts((seed, f) => generateFlaw(createRng(seed), { facts: f }), ['wealth-rich', 'owner'], {
      wealth: 'rich',
    });
    expect(rich.filter((t) => t.includes('firewood money'))).toEqual([]);
  });
  it('sends no bounty hunter after a lesser wrong, no child to a torturer, and no good soul to a stolen diary', () => {
    const secrets = [
      ...texts((seed, f) => generateSecret(createRng(seed), { facts: f }), ['employee', 'align-evil'], {
        age: 40,
        grownYears: 22,
      }),
      ...texts((seed, f) => generateSecret(createRng(seed), { facts: f }), ['owner', 'Trade', 'in-business'], {
        age: 50,
        grownYears: 30,
      }),
    ];
    expect(secrets.some((t) => t.includes('bounty hunter would be riding'))).toBe(true);
    const lesser = secrets.filter((t) =>
      /false name|pawned a ring|prize ewe|winning ticket|boundary stones|took the reward|sacred oath|letters for years/.test(
        t,
      ),
    );
    expect(lesser.filter((t) => t.includes('bounty hunter would be riding')).slice(0, 5)).toEqual([]);
    expect(secrets.filter((t) => /^As a (child|frightened youngster), served a warlord/.test(t))).toEqual([]);
    const good = texts((seed, f) => generateSecret(createRng(seed), { facts: f }), ['align-good']);
    expect(good.filter((t) => t.includes('stolen diary'))).toEqual([]);
  });
});
