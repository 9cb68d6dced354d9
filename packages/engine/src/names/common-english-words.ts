/**
 * Common English words, lower case, separated by spaces and line breaks. A generated name that
 * spells one of them is redrawn, so no one is called "Table" by accident.
 */
const WORDS = `
a abandon abbey able about above abroad absent absolute absorb abuse academy accent accept accident accord
account accuse ace ache acid acorn acre across act action active actor actress actual actually adapt add adder
address adjust admiral admire admit adopt adult advance advent adventure advice aerial affair affect afford
afraid after afternoon again against age agent agile ago agony agree ahead aid aim air aisle alarm album alert
alias alien alike alive all alley allow alloy almond almost alone along alpha already also altar alter always
amaze amber amble amend among amount ample amuse an anchor ancient and angel anger angle angry animal ankle
announce annoy annual another answer ant anthem antler anvil anxious any anyone anything apart apex apparel
appeal append apple apply appoint approve april apron arbor arch arctic ardent area arena argue arise arm
armchair armor army aroma around arrange arrest arrive arrow art artery article artist as ascend ash aside ask
asleep assign assist assure astray at atlas atom attach attack attempt attend attic attire auction audit aunt
aura autumn avail avenue average avoid awake award away awe awful awkward axe axis
baby back bacon bacteria bad badge badger bag bagel bait bake baker bakery balance balcony bald ball ballad
ballet balm bamboo band bandit banjo bank banner banquet bar barber bard bare bargain barge baritone bark
barley barn baron barrel base basement basil basin basket baste bat batch bath batter battle bay bazaar be
beach beacon bead beak beaker beam bean beanstalk bear beard beast beat beautiful beaver because become bed
bedrock bee beech beef beer beetle befall before beg beggar begin behave behind behold being believe bell
bellow belly belong below belt bench bend beneath beret berry beside best better between beverage bewitch
beyond bib bicker bicycle big bill bind bingo birch bird birth bishop bit bite bitter black blade blame blank
blanket blast blaze bleed blend bless blind blink bliss blister blizzard bloat block blond blood bloom blossom
blouse blow blubber blue bluff blunt blur blush boar board boast boat body boil bold bolt bomb bond bone
bonnet book boot border bore born borrow boss both bother bottle bottom boulder bounce bound boundary bounty
bouquet bow bowel bowl box boy brace bracelet brag braid brain bran branch brandy brash brass brat brave brawl
bray breach bread break breakfast breath breathe breed breeze brew bribe brick bride bridge brief bright brim
brine bring brisk bristle broad broken brood brook broom broth brother brow brown bruise brunt brush brute
buck bucket buckle bud buddy budget buff buffalo bugle build bulb bull bullet bully bumble bump bun bunch
bundle bunk bunny buoy burden burly burn burrow burst bury bus bush business bustle busy but butcher butler
butter buttock button buy buzz buzzard by
cab cabbage cabin cable cackle cactus cadet cafe cage cake calf calico call calm camel cameo camera camp can
canal candid candle candy cane cannon canoe canter canvas canyon cap cape capital captain captive car carafe
caramel caravan carcass card care careful cargo caribou carnival carol carpenter carpet carrier carrot carry
cart carve case cash cashew cashier cask casket cast castle casual cat catalog catch cater caterpillar cattle
cauldron cause cave cavern cedar ceiling celery cell cellar census cent center central century certain chaff
chain chair chalice chalk chamber champion chance change channel chant chaos chapel chapter char charcoal
charge chariot charm chart charter chase chasm chat chatter cheap cheat check cheek cheer cheese cheetah chef
chemist cherry chess chest chestnut chew chick chicken chief child chill chime chimney chin chip chisel choice
choose chop chord chorus chum church churn cider cigar cinder cinema cinnamon circle circus cistern citizen
city civic civil claim clam clamor clamp clan clap clasp class clatter clause claw clay clean clear cleric
clerk clever cliff climb clinic clip cloak clock cloister close clot cloth cloud clove clover clown club clue
cluster clutch coach coal coast coat cobalt cobbler cobra cobweb cocoa coconut cocoon cod code coffee coffin
coil coin cold collar collect college colony color colt column comb combine come comedy comet comfort comma
command common company compare compass complete compost comrade concern condition condor cone conifer connect
conquer consider consul contain content contest continue control cook cookie cool coop copper copy coral cord
core cork corn corner cornet correct corridor corset cosmic cost costume cottage cotton couch cougar cough
could count counter country couple courage course court cousin cover cow coward coyote crab crack cradle craft
crag cramp cranberry crane crash crate crater crawl crayon crazy creak cream crease create creature creed
creek creep crescent crest crew crib cricket crime crimson crisp crochet crocodile crook crop cross crouch
crow crowd crown cruel crumb crumble crumpet crush crust crutch cry crystal cub cuckoo cucumber cuddle cudgel
cuff culprit cunning cup cupboard curd cure curfew curl current curry curse curtain curve cushion custom cut
cute cutlass cutlery cyclone cymbal
dad daffodil dagger daily dainty dairy daisy damage damp damsel dance dandy danger dangle dank dapper dapple
dare dark dart dash data date daughter daunt dawn day dazzle deacon dead deaf deal dear death debris debt
decade decay decide deck decoy decree deed deep deer defeat defend deft degree delay delight deliver deluge
demand demon den denim dense dentist deny depend depot depth deputy derby describe desert deserve design desk
despair dessert destiny detail develop devil devour dew dial diamond diaper diary dice die diet differ dig
dimly dimple dine dinghy dingy dinner dip direct dirge dirt dirty disagree disaster disc discover dish
distance distant ditch ditto dive diver divide dizzy do docile dock doctor dodge dog dogma doll dollar dolly
dolphin dome donkey donor doodle doom door doorway dormant dose dot double doubt dough dove down dowry dozen
drab draft drag dragon dragonfly drain drake drama drape draw drawer dread dream dredge drench dress dribble
drift drill drink drip drive drizzle drone drool drop drown drowsy druid drum dry dual duchess duck due duel
duet duke dull dumb dune dungeon dunk during dusk dust dusty duty dwarf dwell dye
each eager eagle ear earl early earn earnest earth ease easel east easy eat ebb ebony echo eclipse eddy edge
edict eel effigy egg egret eight either elapse elbow elder elect electric elephant elk elm elope else embark
ember embers emblem embrace emerald emperor empire empty enamel enchant encore end endure enemy energy engine
enjoy enough ensign enter entire entrails envoy envy epic equal equator era errand error escape estate eve
even evening event ever evergreen every evil ewe exact exam example excel excellent except exchange excite
excuse exercise exert exile exist exit exotic expand expect expel expensive expert explain explode extol extra
eye eyebrow
fable fabric face facet fact faction factory fad fade fail faint fair fairway fairy faith falcon fall false
falter fame family famine fan fancy fanfare fang far fare farewell farm farmer fast fat father fathom fault
favor fawn fear feast feat feather feeble feed feel fellow felt female fen fence fern ferret ferry festival
fetch feud fever few fiber fickle fiddle fidget field fiend fierce fifth fig fight figure file fill filly film
filth final finch find fine finger finish fire firm first fish fist fit five fix fjord flag flame flannel
flare flash flask flat flavor flax flea fledge fleet flesh flick flicker flight flimsy fling flint flip flirt
flit float flock flood floor flora flounder flour flow flower flurry flutter flux fly foal foam foe fog foil
fold folk follow folly fond food fool foot for foray forbid force forest forge forget forgive fork form fort
fortune forum forward fossil fountain fox foyer fragile frame fraud freckle free freeze freight frenzy fresh
fret friar fridge friend frigate fright frill fringe frisk frock frog frolic from frond front frost frosty
froth frown fruit fry fudge fuel full fumble fume fun fungus funnel funny fur furnace furrow fuse fuss future
gadget gain gait gala galaxy gale gallant galley gallop gamble game gander gang gap garage garden gargle
garland garlic garment garnet garrison garter gas gasp gate gather gauge gaunt gauze gay gaze gazelle gear
gecko geese gem general genie genius gentle germ gesture geyser ghost giant gibbon gift giggle gild gill
ginger giraffe girdle girl give glacier glad glade glance glare glass glaze gleam glee glide glimmer glint
glitter gloat globe gloom glory glove glow glue gnat gnaw gnome go goad goal goat gobble goblet goblin god
gold golden golf gondola gong good goose gorge gorilla gospel gossip gourd gout govern gown grab grace grade
grail grain granary grand granite grape grapple grass grate grave gravel gravity gravy gray graze grease great
greed green greet grey grid grief griffin grin grind grip grit grizzly groan groove grotto grouch ground group
grove grow growl grub grudge grunt guard guess guest guide guild guilt guitar gulch gulf gull gully gum gun
gurgle gush gust gut gutter guy gypsum
habit haggle hail hair half hall hallway halo halt ham hamlet hammer hamper hand handful handle hang hangar
happen happy harbor hard hardy harem harm harness harp harpoon harvest hassle haste hat hatch hatchet hate
hatred haul haunt have haven havoc hawk hay hazard hazel he head headache heal health heap hear heart hearth
heat heather heave heaven heavy hedge hedgehog heed heel heifer height heir helix hell hello helm helmet help
hemp hen her herald herb herd here hermit hero heron herring hiccup hickory hide high hike hill him hinge hint
hip hippo hire his history hit hive hoard hoarse hobble hobby hockey hog hoist hold hole holiday hollow holly
holster holy homage home hone honest honey hood hoof hook hoop hoot hop hope horizon horn hornet horse hose
host hot hotel hound hour house hovel how howl hub huddle hue huff hug huge hull human humble humid hump hunch
hundred hunger hunt hurdle hurl hurricane hurry hurt husband hush husk hustle hut hyena hymn
ice icicle icon idea idle idol if igloo ill image imagine imp important in inch include income increase indeed
indoor inform ink inkwell inlet inmate inn insect inside insole instead insult intake intend into invent
invite iris irk iron island isle it itch item its ivory ivy
jab jackal jacket jade jagged jail jam jar jargon jasmine jaunt javelin jaw jazz jeans jelly jest jester jetty
jewel jig jingle job jockey jog join joint joke jolly jolt jostle jot journey jowl joy judge jug juggle juice
jumble jump jungle junior juniper junk jury just
kayak keel keen keep keg kelp kennel kerchief kernel kestrel kettle key kick kid kill kiln kilt kin kind
kindle king kingdom kink kiosk kipper kiss kit kitchen kite kitten knack knave knead knee kneel knife knight
knit knob knock knoll knot know knuckle
label labor lace lack lad ladder ladle lady lagoon lair lake lamb lamp lance land lane language lantern lap
lapel larch lard large lark lash lasso last latch late lather lattice laugh launch laurel lava lavish law lawn
lay lazy lead leader leaf lean leap learn leash least leather leave ledge leech leek left leg legal legend
lemon lend length lentil leopard less lesson let letter level lever levy liar library lid lie liege life lift
light like lilac lilt lily limb limber lime limit limp line linen linger lint lion lip liquid lisp list listen
litter little live livid lizard llama load loaf loan lobster local lock locket lodge loft log loin lone lonely
long look loom loose loot lord lore lose loss lost lot loud lounge lout love lovely low loyal lucid luck lug
lullaby lumber lump lunch lung lurch lure lurk lush lust lute lye
mace machine mackerel mad maggot magic magpie maid mail main maize major make male mallard mallet malt mammal
mammoth man manage mane mango mania manner manor mantis mantle many map maple marble march marigold marina
mark market marlin marmot maroon marrow marry marsh martyr mascot mash mask mason mass mast master mat match
mate matter mauve may maybe maze mead meadow meal mean measure meat medal medley meek meet melody melon melt
member memo memory menace mend mention menu merchant mercy mermaid merry mesh mess message metal meteor mew
middle midge midnight might mild mildew mile milestone milk mill mimic mind mine mink minnow minstrel mint
minute mire mirror mishap miss mist mitt mitten mix moan moat mob moccasin mock model molar mole molten moment
money mongrel monk monkey monsoon month mood moon moor moose mop more morning morsel mortal mortar mosaic moss
most moth mother motor motto mound mount mountain mourn mouse mouth move mow much muck mud muddle muff muffin
mug mulch mule mumble murk muscle music musk mussel must mustard mutt mutton muzzle my mystery myth
nag nail name nape napkin narrow nation native nature navel navy near neat neck nectar need needle neither
neon nephew nerve nest net nettle never new news next nibble nice niche nick nickel niece night nimble nimbus
nine no noble nod noise none noodle nook noon nor north nose nostril not notch note nothing notice nougat
novice now nozzle nugget numb number nun nurse nut nutmeg nuzzle nymph
oaf oak oar oasis oath oatmeal obey object oboe ocean odd ode of off offer office often ogre oil ointment old
olive omelet omen on once one onion only onset onyx ooze opal open opera orange orbit orchard orchid order ore
organ orphan other otter ounce our out outlaw outpost outside oval oven over overt owe owl owlet own owner ox
oyster
pack pact pad paddle paddock padlock page pagoda pail pain paint pair palace pale palette pall pallet palm
pamper pan pane pang panic panther pantomime pantry papaya paper parade parcel parch parchment parent park
parlor parody parole parrot parsley parson part party pass past paste pastry pasture pat patch path patient
patrol patron pauper pause pave paw pawn pay pea peace peach peak pear pearl peasant peat pebble peck pedal
peddle peel peg pelican pelt pen pencil pendant penguin penny peony people pepper perch perfect perfume
perhaps peril person pest pet petal petty pew pewter phantom pheasant phial phone piano pick pickaxe pickle
picnic picture pie piece pier pig pigeon pike pile pilgrim pill pillage pillar pillow pilot pin pinch pine
pink pinnacle pint pip pipe pique pirate pistol pit pitch pith pity place plague plaid plain plan plane plank
plant plate platter play plaza plea please pleat plenty pliers plod plop plot plow pluck plug plum plume
plunder plunge plus plush poach pocket pod poem poet point poison poke polar pole police polite pollen pomp
poncho pond ponder pony poodle pool poor pop pope poppy porch porcupine pork porridge port portal portion pose
post posy pot potato potion potter pouch poultry pounce pound pour powder power prairie praise prank prawn
pray preach press pretend pretty prey price prickle pride priest prim prince print prior prism prison prize
problem prod prophet prose proud prove prowl prune pry pub puck puddle puff pug pull pulp pulse puma pump
pumpkin punch punt pup pupil puppet puppy pure purple purr purse push put putty puzzle python
quack quail quaint qualm quarrel quarry quarter quartz queen quench quest question quiche quick quiet quill
quilt quip quirk quit quite quiver quota
rabbit rabble race rack radar radio radish raffle raft rafter rag rage raid rail rain rainbow raise raisin
rake rally ram rampage rampart ranch rancid range rank rant rapid rapt rare rascal rash rasp rat ratchet rate
rather rattle raven ravine raw ray razor reach read ready real realm reap reason rebel recall recess reckon
record recruit red reed reef reel regal rein reindeer relax relic relish remain remedy remember remind remnant
render rent repair repeat repent reply report reptile rescue resin rest retreat return revel reward rhino
rhyme rib ribbon rice rich riddle ride ridge rifle right rind ring rink riot ripe ripple rise risk rite rival
river road roam roar roast rob robe robin robust rock rocket rod rodent rogue role roll romp roof room roost
root rope rosary rose roster rot rouge rough round rout route rover row royal rub rubber rubble ruby rudder
rude rue ruff rug ruin rule ruler rumble rump run rune rung rural rush rust rustic rye
sable sack sad saddle safe saffron saga sage sail sailor sake salad salmon salon salt salve same sand sap
sapphire sash satchel satin satyr sauce sauna savage save saw say scab scaffold scald scale scalp scamp scar
scarab scare scarf scarlet scene scent scepter school schooner science scold scone scoop scorch score scorn
scout scowl scrap scratch scream screen scroll scrub scuffle sculpt scum scythe sea seal seam sear search
season seat second secret sect sedan see seed seek seem seize self sell send sense sentry serene serf sermon
serpent serve set settle seven sever sew shack shade shadow shaft shaggy shake shale shall shallow shame shank
shanty shape share shark sharp shave shawl she sheaf shed sheen sheep sheer sheet shelf shell shepherd shield
shift shilling shin shine shingle ship shirt shiver shoal shock shoe shoot shop shore short shot should
shoulder shout shove show shower shrew shriek shrill shrimp shrine shroud shrub shrug shudder shuffle shun
shut shy sibling sick side sidle siege sieve sigh sight sign signal silence silk silly silt silver simmer
simple sin since sinew sing single sink sir siren sister sit six size sizzle skate skein skeleton skewer skiff
skill skimp skin skip skirt skull skunk sky slab slack slag slam slang slant slash slate slave slay sled
sledge sleek sleep sleet sleeve slice slick slide slime sling slink slip slit sliver slog slop slope slosh
slot sloth slouch slow slug slumber slump slur sly smack small smart smear smell smile smirk smith smock smog
smoke smooth smudge smuggle snack snag snail snake snap snare snarl sneak sneeze snicker sniff snip snob snore
snort snout snow snub snug so soak soap sob sock sod sofa soft soggy soil soldier solemn some son song sonnet
soon soot soothe sorcery sore sorrow sorry sort soul sound soup sour south sow space spade spare spark sparrow
spat spawn speak spear special speck spectre speed spell spend spew sphinx spice spider spike spill spin
spindle spine spire spirit spit spite splash spleen splinter spoil spoke sponge spook spool spoon spore sport
spot sprain sprawl spray spread sprig spring sprout spur spurt spy squab squall square squat squawk squeeze
squid squire squirrel stab stable stack staff stag stage stain stair stake stale stalk stall stallion stamp
stand stanza staple star starch stare starling start stash state station statue stay stead steady steal
stealth steam steed steel steep steer stein stem step stern stew stick stiff stile still stilt sting stint
stir stitch stock stoke stomach stone stool stoop stop store stork storm story stout stove stow straight
strait strand strange strap straw stream street strength stretch strike string strip stripe strong strut stub
stud student study stuff stump stun stupid sty style suave such sudden suds sue suet sugar suit sulfur sulk
sultan summer summit sump sun supper supply sure surf surface surge surprise swab swallow swamp swan swap
swarm swat sway swear sweat sweep sweet swell swift swim swine swing swirl switch swoop sword sycamore syrup
table tablet tack tact tadpole tail take tale talk tall tally talon tame tamp tan tangle tango tank tap tape
tapestry tar tarp tart task tassel taste taunt tavern tawny tax tea teach teal team teapot tear tease tee
teeth tell temper tempest temple ten tenant tend tender tent tepid term terrace test tether than thank that
thatch thaw the theft their them then there these they thick thicket thief thigh thimble thin thing think
third thirst this thistle thorn those though thrash thread three thrift thrill throat throb throne throng
through throw thrush thud thug thumb thump thunder thwart thyme tiara tick ticket tickle tidal tide tidy tie
tier tiger tight tile till tilt timber time timid tin tinder tint tiny tip tipsy tire title to toad toadstool
toast today toddler toe toga together toil toilet token tomato tomb tome tomorrow ton tone tongue tonic
tonight too tool tooth top topaz torch torment tornado torrent torso tortoise toss tot total totem touch tough
tour tousle tow towel tower town toy track trade trail train trance trap travel trawl tray tread treason
treasure treat tree trek tremble trench tress trick trident trifle trill trinket trio trip trod troll trolley
troop trophy trot trouble trough trout trowel truant truce truck trudge true truffle trumpet trunk trust truth
try tub tuba tube tuck tuft tug tulip tumble tundra tune tunnel turban turf turkey turn turnip turtle tusk
tutor twang tweed twelve twenty twice twig twin twine twirl twist twitch two type
udder ugly ulcer umber umbrella umpire uncle under understand unicorn unit unruly until up upon upper upset
urchin urge us use useful usher usual utter
vain valet valley valor value valve van vane vapor vase vast vault veer vegetable veil vein velvet venison
venom vent verb verge verse very vessel vest veteran vex vial vicar view vigil vigor vile villa village
villain vim vine vinegar vinyl viola violin viper visit visor vivid vixen vogue voice void volcano volley vote
vow voyage vulture
wad waddle wade wafer waffle waft wag wage wagon wail waist wait wake walk wall walnut walrus waltz wand
wander wane want war ward warden wardrobe ware warm warn warp warrior wart wary wash wasp waste watch water
wattle wave waver wax way we weak wealth weapon wear weasel weather weave web wedding wedge weed week weigh
weight welcome weld well wench west wet whale wharf what wheat wheel whelp when where which whiff while whim
whine whip whirl whisk whisker whisper whistle white who whole why wick wicker wide widow wield wife wig
wigwam wild will willow wilt win wince winch wind window wine wing wink winter wipe wire wise wish wit witch
with within without wizard wobble woe wok wolf woman womb wonder wood wool word work world worm worry worth
would wound wrap wrath wreath wreck wren wring wrist writ write wrong
yacht yak yap yard yarn yawn year yearn yell yellow yelp yes yesterday yet yew yodel yoke yolk yonder you
young your youth
zeal zebra zenith zero zest zinc zip zipper zone zoo
ban bid bin bit bog bun cob cog dam dig dim din dog fig fin fit fog gem gig gob hem hit hob hog hug jig job jog jug kin kit lag lid lit lob log mall math mitt mob mug nag nit nob pal pan pig pin pit ram rid rig rim rob rug sag sin sit sob tab tag tan tin tog tug wag wig win wit zit
baker biker border cider diner elder fender finder hinder holder keeper lender liner maker mender miner murder order ponder render rider rover saver seller sender solder spider taker teller tender tiler timer toner voter waiter wider winner wonder yonder
hobo hippo homer horner tempo memo demo solo logo lasso limbo bingo mango tango turbo
`;

/** Common English words (about 3600), lower case. */
export const COMMON_ENGLISH_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
