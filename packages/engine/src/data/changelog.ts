/** One release of the product, as GET /api/Changelog serves it (oldest first). */
export type ChangelogEntry = { version: string; dateUpdated: string; changes: string[] };

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '0.1.0',
    dateUpdated: '2026-11-22',
    changes: [
      'Lorewright opens: a home page, the changelog, the planned features and a form for suggestions and bug reports.',
      'Every option list the generators use: heritages, creature types, building types, environments, settlement sizes and more.',
      'Runs on an embedded SQLite database out of the box, or on PostgreSQL.',
    ],
  },
  {
    version: '0.2.0',
    dateUpdated: '2026-11-22',
    changes: [
      'Name Generator: names for fifteen heritages, each people with its own sounds, and a guide to saying every name aloud.',
      'Country, group and building name generators.',
      'Every result has a permalink: reload or share the page address to see the same results again.',
    ],
  },
  {
    version: '0.3.0',
    dateUpdated: '2026-11-22',
    changes: [
      'Eighteen simple generators: personality traits, goals, secrets, fears, flaws, desires, rumors, voices, appearances, quests, mundane events, weather, landmarks, food and drink, spells, holidays, historical events and a miscellaneous generator.',
      'Weather and landmarks fit their environment; spells keep damage, range and duration fitting their level.',
    ],
  },
  {
    version: '0.4.0',
    dateUpdated: '2026-11-22',
    changes: [
      'Sign in to save generated results, keep settings profiles for the generators, and store initiative configurations.',
      'Saved Creations: everything you saved, in tabs, ready to view or delete.',
      'A statistics page for administrators.',
    ],
  },
  {
    version: '0.5.0',
    dateUpdated: '2026-11-22',
    changes: [
      'Initiative Tracker: turn order with tie-breaks, hit points with health bars, Heal/Hurt, minions as sub-entries and initiative rolls; it remembers the fight across a reload.',
      'True Coin Splitter: an exact share for every player in the fewest coins.',
      'Fantasy Language Translator: twelve languages that sound like their peoples’ names, and translate back exactly.',
    ],
  },
  {
    version: '0.6.0',
    dateUpdated: '2026-11-22',
    changes: [
      'NPC Generator: a full sheet with abilities, family, job, home, group, personality, secrets, looks, voice and a life story.',
      'Everything an NPC mentions is linked: open a parent, a workplace, a home or a guild in a popup viewer with breadcrumbs, and find all of it again in the Wiki Index.',
      'Copy an NPC or a building into your notes as rich text, or switch to a player-safe view that hides secrets.',
      'Rumors, mundane events and quests name real people and places of their town: click a name to meet them.',
    ],
  },
  {
    version: '0.6.1',
    dateUpdated: '2026-11-22',
    changes: [
      'Copy Markdown: an NPC or a building as a note, with every person and place it names as a [[wiki-link]].',
      'The Miscellaneous Generator says what each result is (a curse, a trinket, a tavern game...), and saved text is headed by its kind.',
      'Holidays and historical events show each heading once.',
      'Dialogs and the narrow menu read better with screen readers, and the home page no longer jumps while it loads.',
      'The dark theme follows your system setting from the first visit, and its links are easier to read.',
      'Lost the connection? Generators keep working: your browser makes the very results the server would have, and linked people and places still open.',
      'Once visited, Lorewright opens without a connection, and it can be installed as an app.',
    ],
  },
  {
    version: '0.7.0',
    dateUpdated: '2026-11-23',
    changes: [
      'Building, Group and Location generators: shops with owners, staff, regulars and priced goods; guilds, orders and crews with a sigil you can download as a picture (Colorful heraldry or Simple ink on parchment); places outside town to read aloud, with a history and someone who knows it.',
      'Settlement Generator: whole settlements from outposts to metropolises, every shop, notable building and home listed by district with its owner, on an interactive town map you can zoom into; factions mark what they hold with their sigils; copy a settlement as Markdown or export it as a folder of linked notes.',
      'Monster Generator and a bestiary of the 334 SRD 5.1 creatures, with full stat blocks; Encounter Generator sized to an XP budget, with terrain and a twist; send a monster or a whole encounter to the initiative tracker in one click.',
      'Item and Loot generators: mundane and magic items with rarity, real mechanics and a linked history; loot from a pocket to a dragon hoard, totalled in gold, silver and copper, with "Split this loot" into the coin splitter.',
      'Lock and reroll: keep an NPC’s name, heritage, gender, job or age, a building’s sign, trade, owner or town, a settlement’s name, size, environment or map and districts, or chosen results of a batch, and roll the rest; the link keeps them.',
      'Initiative tracker: conditions with durations, group hit points shown as the sum of their minions, minions renamed with their leader, and a phone layout without sideways scrolling.',
      'People read true to themselves: their goals, fears, clothes and rumors fit their age, body, family and trade; siblings agree on who is eldest; groups’ names and morals fit their members. Four times as many rumor truths, secret outcomes, voice lines, food venues, omens and dreams.',
      'Quests, holidays and spells hold together: a quest’s patron, motive, complication and reward follow from its trouble, with four times as many of each; a holiday’s title, customs, food and origin agree with its season; a spell is named for what it does, and its damage, area, conditions and effects fit its level, up to 9th-level wonders that no lower spell can match. Historical events keep each person in one role, and weather, landmarks, food and street scenes read true to their facts.',
      'Names never spell an English word or a name from a published setting, shop and guild names read naturally aloud, pronunciation guides follow every syllable, each people’s names sound like their own, and the site writes US English throughout. Generated results change with this version (engine version 2).',
      'Confirmations before deleting or overwriting; Escape closes only the top dialog; the coin splitter takes whole numbers only; the translator keeps names intact.',
      'Faster first load and a compiled server; option lists and the changelog are cached by your browser. The server keeps generating when its database is away, restarts without dropping a save, and documents its API at /api/docs. Settlements are generated on their own threads, so a metropolis never slows anyone else’s results.',
    ],
  },
  {
    version: '0.8.0',
    dateUpdated: '2026-11-24',
    changes: [
      'People read as one person: the life story shares its facts with the rest of the sheet, so a temple choir boy never shuns temples, a river rescuer never fears water and a widow sworn off marriage plans no wedding; kind, honest, cautious and good people no longer keep secrets or flaws that betray that; sisters and brothers named anywhere are ones the person has; rumors and secrets say he or she of someone whose gender is known.',
      'World content holds together: a spell’s saving throw fits what harms (a freezing fog is endured with Constitution, flames dodged with Dexterity); a building’s sign shows its own trade; a holiday’s name keeps its promise; a location’s description and history agree; a settlement’s name fits its ground (no Landing inland, coral under the sea); food tastes of what is in it; weather, landmarks, history and quests lose their contradictions.',
      'Names: no made-up name holds a syllable that reads as a crude word, and group names are more varied (about 980 different in 1,000). Generated results change with this version (engine version 3).',
      'The settlement map appears as soon as the settlement does, and a metropolis no longer stalls the page while the wiki index is saved.',
      'Generator settings use your device’s own pickers, and pages open with less blocking on a phone; the engine makes people and settlements faster.',
      'The server starts faster: translation lexicons are built on a worker thread and the API docs viewer loads on its first visit.',
    ],
  },
  {
    version: '0.9.0',
    dateUpdated: '2026-11-24',
    changes: [
      'People agree with their own sheet: which parents live and whether each is a mother or a father are facts every line keeps; a shop called "& Sons" or "& Daughters" gives its owner those children; a rumor about someone’s own workplace reads as theirs; a rumor’s truth answers its claim; guilds are led by masters of their trade and noble houses by nobles of their name; nobody is a parent before sixteen, and a life story says what the first work was and what the person is today.',
      'Towns fit their ground: shop signs, inns, quarters, parks and exports suit the sea floor, the desert or the arctic (an octopus under the sea, a camel in the desert, no bakery or forge under water); a shop hangs the sign of its own trade; places outside town take the ground of the town they lie near; potters, glassblowers and chandlers have guilds of their own.',
      'Weather, landmarks, food, holidays, history, spells, quests and tavern games lose another round of contradictions, from sleet above freezing to a Harvest Home before the harvest. Generated results change with this version (engine version 4).',
      'Pages load less: the first visit downloads 145 KiB instead of 164, and the largest generator page about 190 KiB instead of 239; the Wiki Index and an NPC’s history load when first opened, and a settlement map draws its faction sigils as soon as they arrive.',
      'Every generation and every opened link is made on the server’s worker threads, so one visitor’s metropolis never slows anyone else’s results.',
    ],
  },
  {
    version: '0.10.0',
    dateUpdated: '2026-11-24',
    changes: [
      'People read as one person: their look fits their work, wealth, heritage and nature (sun marks only on outdoor workers, working clothes and tools that belong to the job, no finery on the poor); grown children are grown, an owner has years in the trade, sweethearts and marriage wait until a person is of age, and a life story follows the heritage’s years; personality, flaw, desire, fear and voice agree with each other; goals and wishes fit a person’s standing, and nobody fears what their own work faces every day.',
      'The linked world keeps its ground: a town is named for the land it stands on, a building looks like it belongs there (coral and kelp under the sea, carved rock underground, adobe in the desert), the people a town places carry its ground to their homes and workplaces, and a place from someone’s past lies where its kind can (no oasis by a forest town). A group named for its founder is led by that person.',
      'Spells measure up to the standard spells of their level; quests, everyday events, rumors, holidays, food and drink, dreams, prophecies, landmarks, weather and history lose another round of contradictions; names refuse published places, modern surnames, crude-sounding syllables and English words hidden by spelling. Generated results change with this version (engine version 5).',
      'Settlements are made about a fifth faster, and saving no longer holds up anyone else’s request while the disk catches up: the server keeps its database on a thread of its own.',
    ],
  },
  {
    version: '0.11.0',
    dateUpdated: '2026-11-24',
    changes: [
      'People fit where and who they are: the people of a town know its size (no coaching inn or “every tavern in town” in a hamlet, no village green in a city, neighbors and the reeve in a hamlet’s life stories), owners never pay rent, only sailors have shipmates, a child never lets slip “over a drink”, nobody is still learning the craft their own group is named for, only guild members fear the guild, and traits respect a person’s alignment; a calm soul never also falls apart in a crisis, a secret blindness never shows in the look, a goal’s first step serves the goal, and a line no longer says the same word twice in two forms.',
      'Groups agree with their members and their ground: a group’s cause fits its alignment (no good order bent on destruction), nobody joins a pirate crew in a town with no water, and only those whose work may head a group lead it (no innkeeper at the head of an adventuring party).',
      'Bigger tables where a sitting repeated itself: holidays have three to seven times the customs, dishes and origins, with no real-world saints or feasts; historical events have three times the events, titles and remains, and each keeps its story straight (a rout is never ended by a truce, nothing visible remains where a statue stands); landmarks tell seventy legends instead of thirty; food has three times the bakeries, teahouses and brewhouses; weather has three more skies for every land; spells are named for twice as many wizards.',
      'Quests, landmarks, weather and food agree with themselves: a patron worries for trade only when the trouble hurts it, nobody was “among the first to go missing” unless people vanish one by one, and a lone runaway has no “families of the missing”; a landmark’s details and name fit its feature and its land; a drizzle drowns no sounds and no cool breeze blows at 115 °F; a Bean Soup is made of beans and a sweet tossed in chili tastes of its heat. Names never say a chunk twice in a row (no Thielthiel). Generated results change with this version (engine version 6).',
    ],
  },
  {
    version: '0.12.0',
    dateUpdated: '2026-11-24',
    changes: [
      'A person’s temper, heart and mind are decided once and every line keeps to them: a forgiving soul holds no grudges, the curious study and the set in their ways do not, the idle crave no adventure, the miserly buy no tonics, and the cynical are never gullible. Costs and losses fit age and purse (no 21-year-old who lost a business, no portrait paid for by the poor), an item hidden in a boot never meets bare feet, a hamlet has no magistrate or market day, a voice that jokes belongs to a merry temper, and only a horned crest wears rings on its horns.',
      'Towns hold together: the people placed in a quarter are of the peoples its makeup names (a town of goblins is peopled by goblins), a building knows its town’s water (no house facing a river that is not there), its front, rooms and fame tell of one building (no newly built house under a copper roof gone green), a rumor told of an owner treats the place as theirs, the master of a guild hall heads the guild its name speaks for, and a hamlet’s own folk tell of the places near it.',
      'Bigger and tidier tables: holidays put their dishes, contests and gifts together from parts and a Blessing’s origin is a story of what it blesses; histories have many more events and people with vetted invented names; quests have nearly two hundred hooks; landmarks, weather and street events have several more entries for every land; spells grow in name and flavor with their level; food says each taste once; and names refuse English given names glued together (Marybess), respelled words (Skinni), modern names and real surnames.',
      'On a phone, the initiative tracker downloads 170 KiB instead of 216 (a plain table, the device’s own picker for saved configurations, and the condition form, roll dialog and confirmations loaded on first use), and the statistics page 210 KiB instead of 240. Generated results change with this version (engine version 7).',
    ],
  },
  {
    version: '0.13.0',
    dateUpdated: '2026-11-24',
    changes: [
      'The home page and every generator arrive drawn: the server sends each as HTML made from the app itself, so a phone shows the page before any code has run (first paint in about a second instead of three on a phone profile), and the app takes over once its code is here. Saved creations load their sheets, and the statistics page its chart, only when needed. A building’s sheet speaks of a home’s resident and visitors, and of the keepers and grounds of a square or graveyard, never of employees and an interior.',
      'People fit their work, means and faith: nobody works before sixteen, runs a place of their own before twenty-one, leads a group before twenty-five or stays an apprentice past seven years, and no bouncer or guard is past the middle of their people’s life; a town’s watch, crier, lamplighters, bank and guild hall live in towns; rivals, partners, wagers and losses belong to people in business; no fear walks into the person’s own goal or faith, and each fear, flaw and desire shows in a way that answers it; a voice keeps one voice; no line or look says the same word twice; nobody in a town without water works at the water’s edge; and no man bears a name English keeps for women, nor a woman one it keeps for men.',
      'Towns and groups agree with their ground: rumors and street talk know whether the town has a river or any water at all (no ford or ferryman in the desert), only a trade that keeps one has a shop or workshop, a rumor’s truth answers its claim, a quest’s patron and complication follow its hook, a noble house is a family that bears its name with a household around it, and groups led from a guild hall, bank or barracks live in a town. Miscellany, landmarks and food name their people with the engine’s own names instead of fixed lists.',
      'Tables grow and keep their stories: holidays have hundreds more dishes, customs, origins and honorees, so 25 holidays rarely repeat a part; people in a history keep their roles and backers fit the event, and what it leaves behind follows from it; weather’s travel rules fit its sky, heat and gales; landmarks out of reach are never clawed and no oath is sworn on the seabed; healing at range is a step weaker than by touch; and temples stand where churches stood. Generated results change with this version (engine version 8).',
    ],
  },
  {
    version: '0.14.0',
    dateUpdated: '2026-11-25',
    changes: [
      'Quests follow their hook: a hook decides what stands behind the trouble (a spell, a curse, something with a will, a beast, a lord who acts, a culprit, the missing or the dead) and only complications, motives and rewards that fit it are drawn, so no spell needs undoing where no spell was cast. Patrons, motives and complications have about twice as many entries, and a reward is paid the way its patron can pay it.',
      'People agree with themselves: a secret’s stakes follow from the deed (a life taken never costs only a contract or a song, and only a deceit makes old kindness suspect); someone content with little reaches for no fortune and a careful soul takes no wild risks; wealth, age and work fit every line; a voice is hoarse or smooth, never both; a rumor’s truth fits the claim’s weight and says “he” or “she” of its person. A hamlet keeps no watch, and nobody in a village or smaller works as a town guard or a banker; no temple is called a church, and a cathedral stands only in a town or larger.',
      'Much bigger tables, so a run of results seldom repeats itself: holidays have hundreds more customs, origins, dishes, titles and closing lines; histories have about 240 stories with their own titles and keepsakes, and the other side of a war or feud is the same in every line; landmarks, weather, food, rumors, street events, voices and the miscellany have hundreds more entries, each kept to the ground, sky, season or dish it fits. Healing several creatures speaks of them all.',
      'Names are drawn about a sixth faster, and are the same names: the checks against English words and crude sounds skip what cannot match. Generated results change with this version (engine version 9).',
    ],
  },
  {
    version: '0.15.0',
    dateUpdated: '2026-11-25',
    changes: [
      'People are drawn from tables three times larger: personality traits, goals, secrets, fears, flaws, desires, voices, looks and life stories, with flatter odds, so a table of NPCs seldom shares a line. Every row keeps to the person it describes (age, heritage, body, family, work, wealth and the size of their town): no council or watch in a hamlet, no blushing lizardfolk, no student of magic sent digging with a borrowed shovel.',
      'Quests pay the way their patron can: a reward comes from the patron’s own trade, coin comes in a purse, a strongbox or a letter of credit as its sum needs, a quarrel has its two sides in the hook, and only a farmer speaks of the family fields.',
      'Food and drink decide their facts first (sugar, color, vessel, how it is served) and their taste, name, price and house keep to them; landmarks tell legends that fit their land and carry names that fit what stands there; weather keeps its wind, ground and warmth in step with the sky; holidays of several days are festivals, not days.',
      'Generated results change with this version (engine version 10).',
    ],
  },
];
