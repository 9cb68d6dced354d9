import { rowId, rowText, rowWeight, type Grammar } from './table';
import { MODIFIERS, templateTokens, type TemplateToken } from './template';

/** A grammar with its entry tables: what generators expand and what the integrity test checks. */
export type GrammarSpec = {
  name: string;
  grammar: Grammar;
  /** Tables code expands directly; every other table must be reachable from one of them. */
  roots: readonly string[];
  /** Bindings code supplies (`{$v}` read in a row without being bound in the grammar). */
  provided?: readonly string[];
  /**
   * Tables of optional adjectives: rows may reference them only as `{?name}`. When left out,
   * the tables some row references as `{?name}` are taken to be the adjective tables.
   */
  adjectives?: readonly string[];
};

/** The table a token draws from (reading a binding with `{$v}` draws nothing). */
const drawnTable = (t: TemplateToken): string | undefined => t.source ?? (t.sigil === '$' ? undefined : t.name);

/**
 * What is wrong with a grammar, one line per problem (empty when it is sound): an empty table,
 * an empty row, a weight that is not a positive number, a repeated row id, a reference to a
 * missing table, an unknown modifier, a binding read but never bound or provided, a stray brace,
 * a missing root, a table no root reaches, or an adjective table drawn without `?` (or a row
 * that starts with one).
 */
export function checkGrammar(spec: GrammarSpec): string[] {
  const { grammar, roots } = spec;
  const problems: string[] = [];
  const problem = (where: string, what: string) => problems.push(`${spec.name}.${where}: ${what}`);
  const rows = Object.entries(grammar).flatMap(([table, list]) =>
    list.map((row) => ({ table, row, text: rowText(row), tokens: templateTokens(rowText(row)) })),
  );

  for (const [table, list] of Object.entries(grammar)) {
    if (list.length === 0) problem(table, 'has no rows');
    const ids = list.map(rowId);
    for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) problem(table, `repeats the row "${id}"`);
  }

  const bound = new Set(spec.provided ?? []);
  for (const { tokens } of rows) for (const t of tokens) if (t.source || t.sigil === '~') bound.add(t.name);
  const optional = new Set<string>();
  const plain = new Set<string>();
  for (const { table, row, text, tokens } of rows) {
    if (text.trim() === '') problem(table, 'has an empty row');
    const weight = rowWeight(row);
    if (!(Number.isFinite(weight) && weight > 0)) problem(table, `weighs "${text}" ${weight}`);
    if ((text.match(/[{}]/g) ?? []).length !== 2 * tokens.length) problem(table, `has a stray brace in "${text}"`);
    if (text.startsWith('{?')) problem(table, `starts a row with an adjective: "${text}"`);
    for (const t of tokens) {
      const drawn = drawnTable(t);
      if (drawn === undefined) {
        if (!bound.has(t.name)) problem(table, `reads $${t.name}, which is never bound`);
      } else {
        if (!grammar[drawn]) problem(table, `references unknown {${drawn}}`);
        (t.sigil === '?' ? optional : plain).add(drawn);
      }
      for (const mod of t.mods) if (!MODIFIERS[mod]) problem(table, `uses unknown modifier .${mod}`);
    }
  }

  const adjectives = new Set(spec.adjectives ?? optional);
  for (const name of adjectives) {
    if (!grammar[name]) problem(name, 'is declared an adjective table but does not exist');
    if (!optional.has(name)) problem(name, 'is declared an adjective table but no row makes it optional');
    if (plain.has(name)) problem(name, 'is an adjective table drawn without ?');
  }
  for (const name of optional)
    if (!adjectives.has(name)) problem(name, 'is made optional but is not an adjective table');

  const seen = new Set<string>();
  const queue = [...roots];
  for (const root of roots) if (!grammar[root]) problem(root, 'is a root that does not exist');
  while (queue.length) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const row of grammar[name] ?? []) {
      for (const t of templateTokens(rowText(row))) {
        const drawn = drawnTable(t);
        if (drawn !== undefined) queue.push(drawn);
      }
    }
  }
  for (const name of Object.keys(grammar)) if (!seen.has(name)) problem(name, 'is reached from no root');
  return [...new Set(problems)];
}
