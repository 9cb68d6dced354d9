/**
 * The base English word list of the translator: common words of everyday and adventuring speech,
 * lower case, with their common inflections and the pieces of contractions ("don", "t", "ll"), which
 * the tokeniser splits at the apostrophe. Every language's lexicon has one form for each of them.
 */
const WORDS = `
a ability able about above abroad absence academy accept accepted accepting accepts accident account achieve
achieved acid acre acrobatics across act action actions active actual actually add added adding address adds admire
admit admits admitted adopt adult advance advantage adventure adventurer adventurers adventures advice affair affect
affection afford afraid after afternoon again against age agent ages ago agree agreed agreeing agreement agrees aid
aim ain air airs alarm ale alike alive all alley alliance allies allow allowed allowing allows ally almost alone
along alongside already also altar alter although always am amaze amber ambush among amongst amount an ancestor
ancestors anchor ancient and angel angels anger angle angry animal animals ankle announce annoy annual another
answer answered answering answers anthem anvil anxious any anybody anyhow anyone anything anyway anywhere apart
apology appear appeared appearing appears apple apples apprentice approach approve april apron arc arcana arch
archer archers archery are area aren arena argue argued arguing argument arguments arise arm armies armor armory
armour army around arrest arrival arrive arrived arrives arriving arrow arrows art artist as ash ashes ashore aside
ask asked asking asks asleep assassin assassins assault assemble assembly at ate athletics attach attack attacked
attacking attacks attempt attend attic audience august aunt aunts authority autumn autumns avalanche avenge avenged
avenue avoid avoided avoiding avoids awake award aware away awe awful axe axes axis babies baby back backs backward
backwards bacon bad badge badger badly bag bags bait bake baker bakers balance ball ballad balls band bandage bandit
bandits banish banished bank banks banner banquet bar barbarian barbarians bard bards bare barely bargain barley
barn baron barons barracks barrel barrels barrier base basin basket bat bath bats battle battlefield battles bay be
beach beacon bead beads beak beam bean beans bear beard beards bearing bears beast beasts beat beaten beating beats
beautiful beauty became because become becomes becoming bed bedroom beds bee beef been beer bees before beg began
beggar beggars begin beginning begins begun behave behind behold being belief believe believed believes believing
bell bellow bells belly belong beloved below belt belts bench bend bending bends beneath bent berries berry beside
besides best bet betray betrayed betraying betrays better between beware beyond big bigger biggest bill bind binding
binds bird birds birth birthday bishop bit bite bites biting bitten bitter black blacksmith blacksmiths blade blades
blame blamed blames blaming blank blanket blast blaze bleak bled bleed bleeding bleeds bless blessed blesses
blessing blessings blew blight blind blizzard block blocks blond blood bloodline bloody bloom blossom blow blowing
blown blows blue blunt boar board boards boars boast boat boats bodies body bog boil boiled boiling boils bold
boldly bolt bond bone bones bonnet book books boot boots border bore bored born borne borrow borrowed borrowing
borrows boss both bother bottle bottles bottom bought bound boundary bounty bow bowed bowing bowl bowls bows
bowstring box boxes boy boys brace bracelet braid brain brains branch branches brass brave bravely braver bravery
brawl breach bread break breakfast breaking breaks breath breathe breathed breathes breathing breeze brew brewed
brewing brews brick bricks bride bridge bridges bridle brief brigand brigands bright brighter brim bring bringing
brings brisk broad broke broken bronze brooch brook broom broth brother brothers brought brow brown brush brute
bucket buckle buckler bud build building buildings builds built bull bunch bundle burden burglar buried buries burn
burned burning burns burnt burrow burst bursting bursts bury burying busy but butter button buttons buy buying buys
by cabin cabinet cage cake call called calling calls calm came camel camp camps can canal candle candles cantrip cap
capital captain captains capture captured captures capturing car caravan caravans card cards care cared careful
carefully careless cares caring carpenter carpet carriage carried carries carry carrying cart carts carve carved
carves carving case cases cast casting castle castles casts cat catacomb catacombs catch catches catching cats
cattle caught cauldron cause caution cave cavern caverns caves ceiling celebrate celebration cellar center centre
centuries century ceremony certain certainly chain chains chair chairs chalice chalk chamber chambers champion
champions chance chances change changed changes changing chant chaos chapel chapter charge charged charges charging
chariot charisma charm charms chart charter chase chased chases chasing cheap check checks cheek cheeks cheer
cheered cheerful cheering cheers cheese cherish chest chests chicken chickens chief chiefs child children chimney
chin chisel choice choir choose chooses choosing chop chopped chopping chops chose chosen church circle citadel
cities citizen citizens city claim claimed claiming claims clan clans clap clapped claps class classes claw claws
clay clean cleaned cleaning cleans clear clearly clergy cleric clerics clever cliff cliffs climb climbed climbing
climbs cloak cloaks clock close closed closes closing cloth clothes clothing cloud clouds club clumsy coal coast
coat coats coin coins cold colder collar collect collected collecting collects colony color colors colour colours
come comes comet comfort coming command commanded commander commanding commands common companion companions company
compass complete completed completes completing conquer conquest consider considered considering considers
constitution continue continued continues continuing contract cook cooked cooking cooks cool copper cord corn corner
corners coronation corpse corpses corridor cost costing costs cottage cotton couch cough could couldn council
counsel count counted counting countries country counts couple courage courier court courts courtyard cousin cousins
covenant cover covered covering covers cow coward cowards cows crack cradle craft crane crater crawl crawled
crawling crawls create created creates creating creature creatures creek creep creeping creeps crept crest crew
cried cries crime crimes crimson crooked crop crops cross crossbow crossed crosses crossing crossroads crow crowd
crowded crowds crown crowned crowns crows cruel crumb crusade crush crushed crushes crushing cry crying crypt
crystal crystals cult cunning cup cups cure curious current curse cursed curses cursing curtain curve cushion custom
customs cut cuts cutting d dagger daggers daily dale damage damp dance danced dances dancing danger dangerous
dangers dare dared dares dark darker darkest darkness data date daughter daughters dawn day days dead deadly deal
dealing deals dealt dear death deaths debt decay december deception decide decided decides deciding deck decree deed
deeds deep deeper deer defeat defeated defend defended defender defending defends defense degree delicate delight
deliver delivered delivering delivers delve demand demanded demanding demands demon demons den denied denies deny
denying depth depths descend describe described describes describing desert deserts design desire desires desk
despair despite destiny destroy destroyed destroying destroys detail develop device devil devils devotion dexterity
diamond dice did didn die died dies difference different difficult dig digging digs dim dinner diplomat direction
dirt dirty discover discovered discovering discovers discuss disguise dish dishes distance distant ditch dive dived
dives divine diving dizzy do dock doctor does doesn dog dogs doing doll dome don done donkey doom door doors double
doubt doubted doubting doubts dove down downfall dozen dozens drag dragged dragging dragon dragons drags drain drake
drank draught draw drawer drawing drawn draws dread dream dreamed dreaming dreams dreamt dress drew drink drinking
drinks drive driven drives driving drop dropped dropping drops drought drove drowned drowsy druid druids drum drums
drunk dry duchess duel dug duke dukes dull dungeon dungeons during dusk dust dusty duty dwarf dwarfs dwarves dwell
dwelt dying each eager eagle eagles ear earlier early earn earned earning earns ears earth easier easily east
eastern easy eat eaten eating eats eclipse economy edge edges edict eerie effect effort egg eggs eight eighteen
eighth eighty either elbow elder elders elegant eleven elf else elsewhere elven elves elvish ember embers embrace
emerald emperor emperors empire empires empress empty enchant enchanted enchantment encounter encounters end ended
ending endless ends endure enemies enemy energy engine enjoy enjoyed enjoying enjoys enormous enough enter entered
entering enters entrance environment envoy epic equal era eras errand error escape escaped escapes escaping
especially estate eternal eternity even evening evenings ever every everybody everyone everything everywhere
evidence evil exactly example except exile exist exit expect expected expecting expects expedition expensive
experience explain explained explaining explains explore explored explores exploring eye eyes fable fabric face
faced faces facing fact faction factions facts fail failed failing fails faint fair faith faithful fall fallen
falling falls false fame families family famine famous fang fangs far farewell farm farmer farmers farms farther
fast faster fastest fat fate father fathers fear feared fearful fearing fearless fears feast feasts feather feathers
february fed feeble feed feeding feeds feel feeling feelings feels feet fell felt fence ferry fetch fetched fetches
fetching feud fever few fewer fiddle field fields fiend fierce fiery fifteen fifth fifty fight fighter fighters
fighting fights figure fill filled filling fills film filthy final finally find finding finds fine finger fingers
finish finished finishes finishing fire fires first fish fishes five fix fixed fixes fixing flag flagon flags flame
flames flash flashed flashes flashing flask flat flaw flaws fled flee fleeing flees fleet flesh flew flies flint
float floated floating floats flock flood floods floor floors flour flow flowed flower flowers flowing flown flows
flute fly flying foam focus fog fold folded folding folds folk folklore folks follow followed following follows fond
food fool fooled foolish fools foot for forbidden force forced forces forcing ford foreign foreigner foresee forest
forests forgave forge forges forget forgets forgetting forgive forgiven forgives forgiving forgot forgotten form
formed forming forms fort forth fortress fortune forty forward forwards fought foul found fountain four fourteen
fourth fowl fox foxes fragile fragment frame free freed freeing frees fresh friday friend friendly friends
friendship frog frogs from front frontier frost frozen fruit fruits full fund fur furnace further fury future gale
gallant gallows game games gap garden gardens garlic garrison gate gatehouse gates gather gathered gathering gathers
gauntlet gave gaze gear gem gems general gentle gently get gets getting ghost ghostly ghosts ghoul giant giants gift
gifts girl girls give given gives giving glacier glad glade glass glasses gleam glimpse globe gloom gloomy glorious
glory glove gloves glow glowed glowing glows glue gnome gnomes go goal goals goat goats goblet goblin goblins god
goddess goddesses gods goes going gold golden gone good gorge gossip got gotten government governor grab grabbed
grabbing grabs grace graceful grail grain grand grandfather grandmother granite grape grapes grasp grass grateful
grave graves graveyard gray great greater greatest greed greedy green greet greeted greeting greets grew grey grief
griffin griffon grim grin grinned grins grotto ground group groups grove grow growing growl grown grows growth
grudge guard guarded guardian guardians guarding guards guess guessed guesses guessing guest guests guide guided
guides guiding guild guilds guilt guilty gulf gun gust habit had hadn hag hail hair hairy halberd half halfling
halflings hall hallowed halls halves hamlet hammer hammered hammers hand handful handle handled handles handling
hands handsome hang hanging hangs happen happened happening happens happier happily happy harbinger harbor harbour
hard harder hardly harm harmed harming harms harp harsh harvest has hasn haste hasty hat hatchet hate hated hates
hating hats haunt haunted have haven having hawk hawks hay hazard haze he head heads heal healed healer healers
healing heals health healthy heap hear heard hearing hears heart hearts heat heated heating heats heavy hedge heed
height heir held helm helmet help helped helping helps hen hence her herald herb herbs herd here heresy hermit hero
heroes heroic hers herself hid hidden hide hideout hides hiding high higher highest highway hill hills hilt him
himself hinge hint his history hit hits hitting hive hoard hold holding holds hole holes holiday hollow holy home
homeland homes honest honey honor honour hood hook hooks hope hoped hopeful hopes hoping horde horizon horn horns
horrible horse horses hospital host hostage hostile hot hotel hotter hound hounds hour hours house houses how
however howl howled howling howls hug huge hugged hugs human humble hundred hundreds hung hunger hungry hunt hunted
hunter hunters hunting hunts hurried hurries hurry hurrying hurt hurting hurts husband husbands hut huts hymn i ice
icy idea ideas idle idol if ignore ignored ignores ignoring ill illusion image imagine imagined imagines imagining
immortal impact important impossible improve in incense inch include included includes including increase indeed
indicate industry information inherit initiative ink inn innkeeper innkeepers innocent inns insect inside insight
instead intelligence interest interview intimidation into inventory investigation invite invited invites inviting
involve iron is island islands isn issue it item its itself ivory ivy jade jail january jar jaw jealous jelly jest
jester jests jewel jewels job jobs join joined joining joins jolly journey journeys joy judge judges juice july jump
jumped jumping jumps june jungle just justice keen keep keeper keeping keeps keg kept kettle key keys kick kicked
kicking kicks kill killed killing kills kin kind kindle kindled kindly kindred kinds king kingdom kingdoms kings
kinsman kiss kissed kisses kissing kitchen kite knee kneel kneeling kneels knees knelt knew knife knight knighthood
knights knit knives knock knocked knocking knocks knot knots know knowing knowledge known knows label labyrinth
ladder ladies lady laid lain lair lake lakes lame lamp lamps lance land landed landing landlord lands lane language
lantern lanterns lap large larger largest last lasted lasting lasts late later latest laugh laughed laughing laughs
laughter law laws lawyer lay laying lays lazy lead leading leads leaf lean leaned leaning leans leant leap leaped
leaping leaps leapt learn learned learning learns learnt least leather leave leaves leaving led ledge left leg
legacy legend legends legion legs lend lending lends lent less lesson let lets letter letters letting level levels
lever library lick licked lid lie lied lies life lift lifted lifting lifts light lighted lighting lightning lights
like liked likes liking limb limbs line lineage linen link linked links lion lions lip lips liquid list listen
listened listening listens lit little live lived lively lives living ll load loaf local lock locked locking locks
lodge loft log lonely long longer longest look looked looking looks loom loot lord lords lore lose loses losing lost
loud loudly love loved lovely loves loving low lower lowest loyal luck lucky lump lung lure lute lying m mace
machine mad made madness mage mages magic magical maiden mail main make makes making man manage manager manor mantle
many map maps marble march marched marches marching mark marked market markets marking marks married marries marry
marrying marsh mask masks massacre mast master masters material matter mattered matters may maybe maze me meadow
meal meals mean meaning means meant meanwhile measure meat medal media medical medicine meet meeting meetings meets
melt melted melting melts member members memories memory men menace mend mended mending mends mention mercenaries
mercenary merchant merchants mercy merry mess message messenger met metal method mice middle midnight might mighty
military militia milk mill miller million millions mind minded minds mine mines minion minions minstrel minute
minutes mire mirror mirrors mischief misfortune miss missed misses missing mission missions mist misty mix mixed
mixes mixing moat model modern modest moist moment moments monastery monday money monk monks monster monsters month
months moon moons moor more morning mornings mortal mortals moss mossy most moth mother mothers motion mound
mountain mountains mourn mourned mourning mourns mouse mouth mouths move moved movement moves moving much mud muddy
mule mules muscle museum music must mustn my myself mysterious mystery mystic myth nail nails name names narrow
nasty nation national natural nature naughty near nearer nearest nearly necessary neck necklace need needed needing
needle needn needs neither nervous nest net nets network never new newer newest news next night nightly nightmare
nights nimble nine nineteen ninety ninth no noble nobles nobody nod nodded nodding nods noise nomad nomads noon nor
normal north northern nose not note notes nothing notice noticed notices noticing november now nowhere numb number
numbers nun nut nuts o oak oar oath oaths obey obeyed obeying obeys object obsidian obvious ocean oceans october odd
of off offer offered offering offers officer official often ogre ogres oil ok okay old older oldest omen on once one
ones oneself onion only onto open opened opening opens operation option or oracle orange orb orc orchard orcs order
ordered ordering orders organ organization other others otherwise ought our ours ourselves out outcast outlaw
outlaws outpost outside oven over owl owls own owned owner owners owning owns ox oxen pace pack packed packing packs
pad page pages paid pail pain paint painted painting paints pair pairs palace palaces paladin paladins pale pan
paper parcel parchment pardon parent parents parish part particular partner parts party pass passage passed passes
passing past paste patch path paths patient patrol pattern pause paused pauses pausing paw pay paying pays peace
peaceful peak pearl pearls peasant peasants pebble pedal peg pen pencil pendant people pepper per perception perfect
perform performance perhaps period person personal persons persuasion pet phone physical pick picked picking picks
picture piece pieces pig pigs pile pilgrim pilgrims pillage pillar pillars pillow pin pine pink pipe pirate pirates
pit pity place places plague plain plains plan plank plans plant planted planting plants plate plates play played
player playing plays pleasant plenty plough plow plum plunder poacher pocket poem poet point pointed pointing points
poison poke poked pole police policy polite political pond pony pool poor popular population porch portal position
positive possible possibly post pot potion potions pots pouch pour poured pouring pours powder power powerful powers
pray prayed prayer prayers praying prays precious prepare prepared prepares preparing present press pressed presses
pressing pressure pretend pretended pretending pretends pretty prevent prey price prices pride priest priestess
priests prince princes princess princesses prison prisoner prisoners private prize probably problem problems process
produce product production professional program project promise promised promises promising proof property prophecy
prophet prophets protect protected protecting protects proud prove proved proven proves provide proving prowl public
pull pulled pulling pulls pulse pump punish punished punishes punishing pupil pure purple purpose purse push pushed
pushes pushing put puts putting puzzle quaint quality quarrel quarrels quarry quarters queen queens queer quest
question questions quests quick quicker quickly quiet quietly quill quite quiver rabbit rabbits race races radio rag
ragged raid raider raiders rail rain rained raining rains raise raised raises raising rake ram rampart ran ranch
rang range ranger rangers rank ransom rapid rare rarely rat rate rather rats rattle rattled raven ravens ray re
reach reached reaches reaching read reading reads ready real reality realize really realm realms reason reasons
rebel rebellion rebels receive recent recently recognize record red reduce reed reflect refuge regent region reign
relate relationship relic relics religion remain remained remaining remains remedy remember remembered remembering
remembers remnant remove rent repair repaired repairs repeat repeated repeats replace replaced replied replies reply
replying report reported reporting reports represent require rescue rescued rescues rescuing research resource
respond response responsibility rest rested resting rests result return returned returning returns reveal revealed
revealing reveals revenge rib ribbon rice rich richer ridden riddle ride rides ridge riding rift right rim ring
ringing rings rise risen rises rising risk rite rites ritual rival rivalry rivals river rivers road roads rob robbed
robbing robe robes robs rock rocks rod rode rogue rogues role roll rolled rolling rolls roof roofs room rooms root
roots rope ropes rose rot rots rotted rotten rotting rough round rounds royal rubble rude rug ruin ruins rule ruled
ruler rulers rules ruling rum rumor rumors rumour rumours run rune runes rung running runs rush rushed rushes
rushing rust rusty s sack sacred sacrifice sad saddle sadly safe safety saga sage sages said sail sailed sailing
sailor sailors sails saint salt salty same sanctuary sand sang sank sapphire sat saturday sauce savage save saved
saves saving saw say saying says scabbard scale scales scar scarce scared scarf scars scatter scattered scene scent
scheme scholar scholars school science scissors scorch score scout scouts scratch scratched scream screamed
screaming screams screw scroll scrolls scythe sea seal sealed sealing seals search searched searches searching seas
season seasons seat second seconds secret secrets security see seed seeds seeing seek seeking seeks seem seemed
seeming seems seen seer sees seldom sell selling sells send sending sends sense sent sentence sentinel sentry
september serious sermon serpent serpents servant servants serve served serves service serving set sets setting
settle settled settles settling seven seventeen seventh seventy several sew shackle shackles shade shadow shadows
shaft shake shaken shakes shaking shall shallow shaman shame shape shaped shapes shaping share shared shares sharing
sharp she shed sheep shell shells shelter sheltered sheltering shelters shepherd sheriff shield shields shift shine
shines shining shiny ship ships shipwreck shirt shiver shivered shivering shivers shock shoe shoes shone shook shoot
shooting shoots shop shops shore shores short shorter shortest shot should shoulder shoulders shouldn shout shouted
shouting shouts shovel show showed showing shown shows shrine shrines shrub shut shuts shutting shy sick side sides
siege sieve sigh sighed sighing sighs sight sigil sign signal signed significant signing signs silence silent silk
silly silver similar simple simply since sing singing single sings sink sinking sinks sister sisters sit site sits
sitting situation six sixteen sixth sixty size skeleton skeletons skies skill skills skin skull sky slain slaughter
slave slay slaying slays sled sleep sleeping sleeps sleepy sleeve sleight slept slew slice slid slide slides sliding
slip slipped slipping slips slope slow slower slowly slumber sly small smaller smallest smell smelled smelling
smells smelt smile smiled smiles smiling smith smiths smoke smoked smokes smoking smooth smuggler smugglers snail
snake snakes sneak sneaked sneaking sneaks sneeze snow snowed snowing snows snuck so soap sober social society sock
socks soft softly soil sold soldier soldiers solemn solid solve solved solves solving some somebody somehow someone
something sometimes somewhere son song songs sons soon sorcerer sorcerers sorcery sore sorrow sort sorts sought soul
souls sound sounded sounding sounds soup sour source south southern space spade spare spark spat speak speaking
speaks spear spears special specific speech speed spell spellbook spells spend spending spends spent spice spider
spiders spies spill spilled spilling spills spin spine spinning spins spire spirit spirits spit splendid splinter
split splits splitting spoke spoken sponge spoon sport spot spray spread spreading spreads spring springs spun spur
spy square squeeze squeezed squire stab stabbed stabbing stable stabs staff stag stage stain stair stairs stake
stall stamp stand standard standing stands star stare stared stares staring stars start started starting starts
state statement station statue staves stay stayed staying stays steady steal stealing steals stealth steam steed
steel steep stem step stepped stepping steps stick sticking sticks sticky stiff still sting stinging stings stir
stirred stitch stock stocking stole stolen stomach stone stones stood stool stop stopped stopping stops store stored
stores stories storing storm storms story stout stove strange stranger strangers strategy straw stream street
streets strength stretch stretched strict strike strikes striking string stripe strong stronger strongest stronghold
struck structure stubborn stuck student study stuff stumble stumbled stumbles stumbling stung stupid sturdy style
subject success successful such suddenly suffer suffered suffering suffers sugar suggest suit summer summers summit
summon summoned summoning summons sun sunday sung sunk sunrise suns sunset supply support suppose supposed sure
surely surface surprise surprised surprises surprising surrender surrendered surrenders survival survive survived
survives surviving swallow swallowed swam swamp swamps swear swearing swears sweat sweep sweeping sweeps sweet swept
swift swim swimming swims swing swinging swings switch sword swords swordsman swore sworn swum swung symbol system t
table tables tail take taken takes taking tale talent tales talk talked talking talks tall taller tame tank tapestry
tar task tasks taste tasted tastes tasting taught tavern taverns tax tea teach teacher teaches teaching team tear
tearing tears technology teeth television tell telling tells temple temples ten tend tender tense tent tenth term
terrible test tested testing tests than thank thanked thanking thanks that the their theirs them themselves then
theory there therefore these they thick thief thieves thin thing things think thinking thinks third thirsty thirteen
thirty this thorn thorns those though thought thoughts thousand thousands thread threat three threw throat throne
thrones through throughout throw throwing thrown throws thumb thunder thursday thus ticket tide tie tied ties tiger
till timber time times tin tiny tip tired tithe to toad today toe toes together token told tomb tombs tomorrow
tongue tonight too took tool tools tooth top torch torches tore torment torn total touch touched touches touching
tough tournament toward towards tower towers town towns toy trace track trade trades traditional trail train trained
training trains trait traitor traitors trap trapped trapping traps travel traveled traveler travelers traveling
travelled traveller travellers travelling travels treason treasure treasures treasury treat treated treating
treatment treats tree trees tremble trembled trembling trial tribe tribes tribute trick tricked tricks tricky tried
tries trinket trip troll trolls trouble truce truck true truly trumpet trunk trust trusted trusting trusts truth try
trying tuesday tune tunnel turn turned turning turns twelve twenty twice twig twilight two tying type types tyrant
ugly umbrella unable uncle uncles undead under underneath understand understanding understands understood unicorn
uniform unit unknown unless unlike until up upon upset us use used useful useless uses using usual usually vain vale
valley valleys valor valour value vampire vampires vanish vanished vanishes vanishing various vase vast vault ve
veil vein velvet vengeance venom verse very vessel via vicious victim view vile village villages villain villains
vine vinegar vineyard violence violent viper vision visit visited visiting visitor visits voice voices vote vow vows
voyage wage wager wages wagon wagons waist wait waited waiting waits wake wakes waking walk walked walking walks
wall walls wand wander wandered wandering wanders wands want wanted wanting wants war warband ward warden warehouse
wares warlock warlocks warlord warm warmer warmth warn warned warning warns warrior warriors wars was wash washed
washes washing wasn watch watched watches watching watchtower water waters wave waved waves waving wax way ways we
weak weaker weapon weapons wear wearing wears weary weather weave weaves weaving web wedding wednesday weed week
weeks weep weeping weeps weight weird welcome welcomed well went wept were weren werewolf west western wet whale
what whatever wheat wheel wheels when whenever where wherever whether which whichever while whilst whip whisker
whiskey whisper whispered whispering whispers whistle whistled white who whoever whole whom whose why wick wicked
wide width wife wild wilderness will win wind winding window windows winds wine wines wing wings winner winning wins
winter winters wipe wiped wipes wiping wire wisdom wise wisely wiser wish wished wishes wishing witch witchcraft
witches with within without witness wives wizard wizards woke woken wolf wolves woman women won wonder wondered
wonderful wondering wonders wood wooden woods wool word words wore work worked worker working works world worlds
worm worms worn worried worries worry worrying worse worst worthless worthy would wouldn wound wounded wounds wove
woven wraith wrap wrapped wreck wretched wrist write writer writes writing written wrong wrote wyvern yard yarn yawn
yeah year years yell yelled yelling yellow yells yeoman yes yesterday yet yield yoke you young younger youngest your
yours yourself yourselves zealot zero zombie zombies zone
`;

/** The base English words (about 4400), lower case a to z, sorted and without repeats. */
export const BASE_WORDS: readonly string[] = /* @__PURE__ */ WORDS.split(/\s+/).filter(Boolean);
