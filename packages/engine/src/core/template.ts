// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types; this declares them for every consumer
/// <reference path="../types/indefinite.d.ts" />
import indefinite from 'indefinite';
import pluralize from 'pluralize';
import type { Rng } from './rng';
import {
  allowedPool,
  Decks,
  drawFromPool,
  rowImplies,
  rowText,
  type Facts,
  type FactValues,
  type Grammar,
  type Row,
  type RowPool,
  type Table,
  type Tags,
} from './table';
import type { TextComponent } from '../text/rich-text';

/**
 * The template language. Inside a row's text:
 * - `{name}` expands a row of table `name`; `{name.a.cap}` applies modifiers left to right;
 * - `{?name}` expands only when adjectives are on, else nothing;
 * - `{$v}` prints the binding `v` (a string, or a link segment), or else the fact `v` of the
 *   context's facts; `{$v=name}` draws `name`, binds it to `v` and prints it; `{~v=name}` binds
 *   without printing.
 * Rows are drawn only when their conditions hold under the context's tags and facts; a drawn
 * row's `implies` tags join the facts, so later draws (in this text or, with shared `facts`, in
 * the next part of the same result) respect them.
 * After expansion, spaces are tidied and "a"/"an" agree with the word that follows.
 */
export const MODIFIERS: Readonly<Record<string, (s: string) => string>> = {
  a: (s) => (s ? indefinite(s) : s),
  cap: (s) => s.charAt(0).toUpperCase() + s.slice(1),
  title: (s) => s.replace(/(^|[\s-])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase()),
  lower: (s) => s.toLowerCase(),
  upper: (s) => s.toUpperCase(),
  s: (s) => pluralPhrase(s),
  the: (s) => (s ? `the ${s}` : s),
  // Of one person or thing, "Joss's" as much as "the miller's"; a plural writes its apostrophe itself ("Smiths'").
  possessive: (s) => (s ? `${s}'s` : s),
};

/** Pluralises the head noun of a phrase: "bolt of silk" -> "bolts of silk". */
function pluralPhrase(phrase: string): string {
  const of = phrase.indexOf(' of ');
  if (of > 0) return pluralize(phrase.slice(0, of)) + phrase.slice(of);
  const words = phrase.split(' ');
  words[words.length - 1] = pluralize(words[words.length - 1] ?? '');
  return words.join(' ');
}

export type Binding = string | TextComponent;

export type TemplateContext = {
  /** Tags that filter rows (`requires`/`excludes`), e.g. an environment or a heritage. */
  tags?: ReadonlySet<string>;
  /** Whether `{?name}` references expand. */
  adjectives?: boolean;
  /** Values for `{$v}`; `{$v=name}` adds to it. */
  vars?: Record<string, Binding>;
  /**
   * Values for `{$v}` worked out only if a drawn row reads them (once per expansion), for
   * bindings that cost a draw of their own (a founder's name) but that few rows print. Each must
   * be a pure function drawing from streams of its own, so whether it runs changes nothing else.
   */
  lazyVars?: Readonly<Record<string, () => Binding>>;
  /** Shared across a batch so that tables deal without replacement. */
  decks?: Decks;
  /**
   * The facts of the result being written (tags and values rows' conditions read); shared by
   * every part of one result, and added to by the `implies` of each row drawn.
   */
  facts?: Facts;
};

const TOKEN = /\{([?$~]?)([A-Za-z_][\w]*)(?:=([A-Za-z_][\w]*))?((?:\.[a-z]+)*)\}/g;
const LINK_MARK = '\u0001';
const MAX_DEPTH = 24;
const NO_TAGS: ReadonlySet<string> = new Set();
const NO_VARS: Readonly<Record<string, Binding>> = {};

/** Expands a template into rich text (links from bindings stay their own segments). */
export const expandRich = (rng: Rng, grammar: Grammar, template: string, ctx: TemplateContext = {}): TextComponent[] =>
  expandParsed(rng, grammar, parseTemplate(template), ctx);

/** Expands a template into plain text (a link binding prints its text). */
export const expand = (rng: Rng, grammar: Grammar, template: string, ctx: TemplateContext = {}): string =>
  plainText(expandRich(rng, grammar, template, ctx));

/** Expands one table of a grammar to rich text: the same as `expandRich(rng, grammar, '{name}', ctx)`. */
export const expandTableRich = (rng: Rng, grammar: Grammar, name: string, ctx: TemplateContext = {}): TextComponent[] =>
  expandParsed(rng, grammar, rootTemplate(name), ctx);

/** Expands one table of a grammar: the same as `expand(rng, grammar, '{name}', ctx)`. */
export const expandTable = (rng: Rng, grammar: Grammar, name: string, ctx: TemplateContext = {}): string =>
  plainText(expandTableRich(rng, grammar, name, ctx));

function expandParsed(rng: Rng, grammar: Grammar, parts: readonly Part[], ctx: TemplateContext): TextComponent[] {
  const links: TextComponent[] = [];
  const state: State = { rng, grammar, ctx, vars: ctx.vars ?? NO_VARS, ownVars: false, tags: baseTags(ctx), links };
  const raw = expandParts(state, parts, 0);
  return toSegments(tidy(raw, links), links);
}

/** Rich text as plain text (most expansions are one plain segment, which is returned as it is). */
function plainText(parts: readonly TextComponent[]): string {
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only && only.beforeText === undefined && only.afterText === undefined) return only.text;
  return parts.map((part) => (part.beforeText ?? '') + part.text + (part.afterText ?? '')).join('');
}

type State = {
  rng: Rng;
  grammar: Grammar;
  ctx: TemplateContext;
  /** The bindings: the context's own until this expansion binds one, then a copy (the context's stay as given). */
  vars: Readonly<Record<string, Binding>>;
  ownVars: boolean;
  tags: Tags;
  links: TextComponent[];
};

/** The tags of a context and of its facts read as one, without copying either (the facts' tags may grow). */
class TagUnion implements Tags {
  constructor(
    private readonly own: ReadonlySet<string>,
    private readonly facts: ReadonlySet<string>,
  ) {}

  has(tag: string): boolean {
    return this.own.has(tag) || this.facts.has(tag);
  }

  *[Symbol.iterator](): Iterator<string> {
    yield* this.own;
    for (const tag of this.facts) if (!this.own.has(tag)) yield tag;
  }
}

/** The context's tags joined with its facts' tags, which stay live as the facts grow. */
export function baseTags(ctx: TemplateContext): Tags {
  const own = ctx.tags ?? NO_TAGS;
  const facts = ctx.facts?.tags;
  if (!facts) return own;
  if (own.size === 0) return facts;
  return new TagUnion(own, facts);
}

const NO_VALUES: FactValues = {};

/** The values of the context's facts (none when it has none). */
export const factValues = (ctx: TemplateContext): FactValues => ctx.facts?.values ?? NO_VALUES;

/** One reference of a template: its sigil (`?`, `$`, `~` or none), name, bound table (`=source`) and modifiers. */
export type TemplateToken = { sigil: string; name: string; source: string | undefined; mods: string[] };

/**
 * A reference as parsed, with the table it drew from last and that table's grammar: a template
 * is nearly always drawn in one grammar, so its tables are looked up once, not on every draw.
 */
type Reference = TemplateToken & { grammar: Grammar | undefined; table: Table | undefined };

/** A template split once into literal text and references, then cached. */
type Part = string | Reference;
export type ParsedTemplate = readonly Part[];
const parsed = new Map<string, Part[]>();

/** The parse of `{name}` by table name: roots are expanded by name, and the name needs no new text to find. */
const rootTemplates = new Map<string, Part[]>();

function rootTemplate(name: string): Part[] {
  let parts = rootTemplates.get(name);
  if (!parts) rootTemplates.set(name, (parts = parseTemplate(`{${name}}`)));
  return parts;
}

function parseTemplate(template: string): Part[] {
  let parts = parsed.get(template);
  if (parts) return parts;
  parts = [];
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    const [whole, sigil = '', name = '', source, mods = ''] = match;
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push({ sigil, name, source, mods: mods.split('.').slice(1), grammar: undefined, table: undefined });
    last = match.index + whole.length;
  }
  if (last < template.length) parts.push(template.slice(last));
  parsed.set(template, parts);
  return parts;
}

/** The parsed template of the pool's row at `index` (parsed on its first draw from the pool). */
const pooledTemplate = (pool: RowPool, index: number): ParsedTemplate =>
  (pool.templates[index] ??= parseTemplate(rowText(pool.rows[index] as Row)));

function expandParts(state: State, parts: readonly Part[], depth: number): string {
  let out = '';
  for (const part of parts) {
    out += typeof part === 'string' ? part : expandToken(state, part, depth);
  }
  return out;
}

function expandToken(state: State, token: Reference, depth: number): string {
  const { sigil, name, source, mods } = token;
  let value: string;
  if (sigil === '$' && source === undefined) {
    const bound = state.vars[name] ?? lazyBinding(state, name) ?? factBinding(state.ctx, name);
    if (bound === undefined) throw new Error(`template uses unbound $${name}`);
    value = typeof bound === 'string' ? bound : markLink(state, bound);
  } else if (sigil === '?' && !state.ctx.adjectives) {
    return '';
  } else {
    value = drawTable(state, source ?? name, tableOf(state.grammar, token), depth);
    if (sigil === '$' || sigil === '~') bind(state, name, value);
    if (sigil === '~') return '';
  }
  for (const mod of mods) {
    const fn = MODIFIERS[mod];
    if (!fn) throw new Error(`unknown template modifier .${mod}`);
    value = value.includes(LINK_MARK) ? value : fn(value);
  }
  return value;
}

/** The table a reference draws from in a grammar (remembered on the reference for that grammar). */
function tableOf(grammar: Grammar, token: Reference): Table | undefined {
  if (token.grammar !== grammar) {
    token.table = grammar[token.source ?? token.name];
    token.grammar = grammar;
  }
  return token.table;
}

function drawTable(state: State, name: string, table: Table | undefined, depth: number): string {
  if (!table) throw new Error(`template references unknown table {${name}}`);
  const pool = allowedPool(name, table, state.tags, factValues(state.ctx));
  const index = state.ctx.decks ? state.ctx.decks.drawFromPool(state.rng, name, pool) : drawFromPool(state.rng, pool);
  const row = pool.rows[index] as Row;
  const parts = pooledTemplate(pool, index);
  const implied = rowImplies(row);
  if (implied.length > 0) imply(state, implied);
  if (depth + 1 > MAX_DEPTH) throw new Error(`template nests deeper than ${MAX_DEPTH}: ${rowText(row)}`);
  return expandParts(state, parts, depth + 1);
}

/** Makes a drawn row's implied tags true for the rest of this text and, through shared facts, the result. */
function imply(state: State, implied: readonly string[]): void {
  if (state.ctx.facts) {
    // The state's tags read the facts' tags live, so they see the implication at once.
    state.ctx.facts.imply(implied);
  } else if (implied.some((t) => !state.tags.has(t))) {
    state.tags = new Set([...state.tags, ...implied]);
  }
}

/** A lazy binding's value, worked out on first reading and then kept as an ordinary binding. */
function lazyBinding(state: State, name: string): Binding | undefined {
  const make = state.ctx.lazyVars?.[name];
  if (!make) return undefined;
  const value = make();
  bind(state, name, value);
  return value;
}

/** Binds a name for the rest of this expansion (copying the context's bindings on the first). */
function bind(state: State, name: string, value: Binding): void {
  if (!state.ownVars) {
    state.vars = { ...state.vars };
    state.ownVars = true;
  }
  (state.vars as Record<string, Binding>)[name] = value;
}

/** A fact's value as text, for `{$v}` when no binding `v` exists. */
function factBinding(ctx: TemplateContext, name: string): string | undefined {
  const value = ctx.facts?.values[name];
  return value === undefined ? undefined : String(value);
}

function markLink(state: State, link: TextComponent): string {
  state.links.push(link);
  return `${LINK_MARK}${state.links.length - 1}${LINK_MARK}`;
}

const articles = new Map<string, string>();

/** "a" or "an" for a word, remembered (the lookup is costly and words repeat). */
function articleFor(word: string): string {
  let article = articles.get(word);
  if (article === undefined) {
    article = indefinite(word).split(' ')[0] ?? 'a';
    if (articles.size < 50_000) articles.set(word, article);
  }
  return article;
}

/** The text without spaces at either end (tabs and other white space kept). */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

const SPACE_RUN = /[ \t]{2,}/g;
const SPACE_BEFORE_PUNCTUATION = / +([,.;:!?])/g;
// eslint-disable-next-line no-control-regex -- \u0001 marks link placeholders
const ARTICLE = /\b(a|an|A|An) ((?:\u0001\d+\u0001)|[\w'-]+)/g;

/** Collapses doubled spaces, removes spaces before punctuation and makes a/an agree. */
function tidy(text: string, links: readonly TextComponent[]): string {
  const collapsed = text.includes('  ') || text.includes('\t') ? text.replace(SPACE_RUN, ' ') : text;
  return agreeArticles(trimSpaces(collapsed.replace(SPACE_BEFORE_PUNCTUATION, '$1')), links);
}

/**
 * Makes each "a"/"an" agree with the word (or link) after it. Most already do, so the text is
 * rebuilt only around articles that change, and is returned as it is when none does.
 */
function agreeArticles(text: string, links: readonly TextComponent[]): string {
  ARTICLE.lastIndex = 0;
  let out = '';
  let from = 0;
  for (let match = ARTICLE.exec(text); match !== null; match = ARTICLE.exec(text)) {
    const article = match[1] as string;
    const next = match[2] as string;
    const word = next.startsWith(LINK_MARK) ? (links[Number(next.slice(1, -1))]?.text ?? '') : next;
    const fixed = articleFor(word);
    const cased = article[0] === 'A' ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
    if (cased === article) continue;
    out += text.slice(from, match.index) + cased;
    from = match.index + article.length;
  }
  return from === 0 ? text : out + text.slice(from);
}

function toSegments(text: string, links: readonly TextComponent[]): TextComponent[] {
  if (!text.includes(LINK_MARK)) return [{ text }];
  const parts = text.split(LINK_MARK);
  const out: TextComponent[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 1) out.push({ ...(links[Number(part)] as TextComponent) });
    else if (part) out.push({ text: part });
  });
  return out.length ? out : [{ text: '' }];
}

/** The references of a template in order (for the integrity test; the parse is cached, so do not mutate it). */
export const templateTokens = (template: string): TemplateToken[] =>
  parseTemplate(template).filter((part): part is Reference => typeof part !== 'string');

/** Every table name a template string references (for the integrity test). */
export function templateReferences(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(TOKEN)) {
    const [, sigil, name, source] = match;
    if (source) names.push(source);
    else if (sigil !== '$' && name) names.push(name);
  }
  return names;
}

/** Every `{$v}` a template reads without binding it first (bindings it expects to be given). */
export function templateFreeVars(template: string): string[] {
  const free: string[] = [];
  for (const match of template.matchAll(TOKEN)) {
    const [, sigil, name, source] = match;
    if (sigil === '$' && !source && name) free.push(name);
  }
  return free;
}
