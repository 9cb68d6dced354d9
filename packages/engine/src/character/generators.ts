import { generateBatch } from '../core/batch';
import type { Rng } from '../core/rng';
import type { Decks } from '../core/table';
import { pickWeighted } from '../world/draw';
import type { GeneratorDef, GeneratorName, GeneratorRequest } from '../core/generator';
import { resultOf, toPlainText, type ResultComponent, type TextComponent } from '../text/rich-text';
import { generateLinkedBatch } from '../world/mentions';
import { mergePackages } from '../world/ref-store';
import type { ReservedHome } from '../world/hometown';
import { createLinkContext, putNpcStub, type LinkContext } from '../world/stubs';
import { generateAppearanceBatch } from './appearance';
import type { CharacterTextOptions } from './character-text';
import { generateMundaneEvent } from './mundane-event';
import { generateRumor } from './rumor';
import { addTownPlace, putTown, reserveTown, reserveTownsperson } from './town-links';
import { EVENT_MENTIONS, RUMOR_MENTIONS } from './town-places';
import {
  generateDesire,
  generateFear,
  generateFlaw,
  generateGoal,
  generatePersonality,
  generateSecret,
  generateVoice,
} from './traits';

type TextMaker = (rng: Rng, options: CharacterTextOptions) => TextComponent[];

/** `request.count` results of one kind, without repeats in the batch. */
function textBatch(rng: Rng, request: GeneratorRequest, type: string, make: TextMaker): ResultComponent[] {
  return generateBatch(rng, request.count, (itemRng: Rng, decks: Decks) =>
    resultOf(type, make(itemRng, { decks, adjectives: request.adjectives })),
  );
}

const simple = (type: string, make: TextMaker): GeneratorDef => ({
  choices: {},
  generate: (rng, request) => ({ data: textBatch(rng, request, type, make) }),
});

/** Makes one result of a town's talk, putting the people and places it names into `links`. */
type TownMaker = (
  rng: Rng,
  decks: Decks,
  links: LinkContext,
  town: ReservedHome,
  request: GeneratorRequest,
) => TextComponent[];

/**
 * A generator of a town's talk (rumors, events): `{data, refPackage}`, the people and places the
 * results name as stubs, all living in one town (a settlement stub of the package).
 */
const townTalk = (type: string, label: string, make: TownMaker): GeneratorDef => ({
  choices: {},
  generate(rng, request) {
    const townLinks = createLinkContext(rng, `${label}:town`, request.adjectives);
    const town = reserveTown(rng.fork('town'), townLinks);
    const batch = generateLinkedBatch(rng, request.count, label, request.adjectives, (itemRng, decks, links) => {
      const parts = make(itemRng, decks, links, town, request);
      return { result: resultOf(type, parts), text: toPlainText(parts) };
    });
    putTown(rng.fork('town'), townLinks, town, batch.refPackage);
    return { data: batch.results, refPackage: mergePackages(townLinks.pkg, batch.refPackage) };
  },
});

/** A rumor naming its subject, its place, both or neither, as `RUMOR_MENTIONS` weighs them. */
const townRumor: TownMaker = (rng, decks, links, town, request) => {
  const mentions = pickWeighted(rng.fork('mentions'), RUMOR_MENTIONS);
  const person = mentions.subject
    ? reserveTownsperson(rng.fork('subject-heritage'), links, request.heritages)
    : undefined;
  const subject = person ? putNpcStub(links, person, { Settlement: town.link }) : undefined;
  const place = mentions.place ? addTownPlace(rng.fork('place-type'), links, town) : undefined;
  return generateRumor(rng, {
    decks,
    adjectives: request.adjectives,
    ...(subject && person ? { subject, subjectGender: person.gender } : {}),
    ...(place ? { place: place.link, placeTags: place.tags } : {}),
  });
};

/** A mundane event at a named or described place; its person, when it has one, named or described. */
const townEvent: TownMaker = (rng, decks, links, town, request) => {
  const place = rng.fork('mention-place').chance(EVENT_MENTIONS.place)
    ? addTownPlace(rng.fork('place-type'), links, town)
    : undefined;
  const person = rng.fork('mention-person').chance(EVENT_MENTIONS.person)
    ? reserveTownsperson(rng.fork('person-heritage'), links, request.heritages)
    : undefined;
  const parts = generateMundaneEvent(rng, {
    decks,
    adjectives: request.adjectives,
    ...(place ? { place: place.link, placeTags: place.tags } : {}),
    ...(person ? { person: person.link } : {}),
  });
  if (person && parts.some((part) => part.type === person.link.type))
    putNpcStub(links, person, { Settlement: town.link });
  return parts;
};

/**
 * The character-detail generators of the API. GetAppearance answers `data` (the first result,
 * `{race, appearance}`) and `results` (all `count` results in the same shape); GetVoice answers
 * `voice`; GetRumor and GetMundaneEvent answer `data` and the `refPackage` of the people and
 * places they name; the others answer `data`, one ResultComponent per result.
 */
export const CHARACTER_GENERATORS = {
  GetPersonalityTrait: simple('personality', generatePersonality),
  GetGoal: simple('goal', generateGoal),
  GetSecret: simple('secret', generateSecret),
  GetFear: simple('fear', generateFear),
  GetFlaw: simple('flaw', generateFlaw),
  GetDesire: simple('desire', generateDesire),
  GetRumor: townTalk('rumor', 'GetRumor', townRumor),
  GetMundaneEvent: townTalk('mundaneEvent', 'GetMundaneEvent', townEvent),
  GetVoice: {
    choices: {},
    generate: (rng, request) => ({ voice: textBatch(rng, request, 'voice', generateVoice) }),
  },
  GetAppearance: {
    choices: {},
    generate(rng, request) {
      const results = generateAppearanceBatch(rng, request.count, {
        heritages: request.heritages,
        adjectives: request.adjectives,
      });
      return { data: results[0], results };
    },
  },
} satisfies Partial<Record<GeneratorName, GeneratorDef>>;
