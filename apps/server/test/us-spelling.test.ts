import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The product writes US English. Common British spellings, as whole words (a table key such as
 * `apHairColour` is code, not text). Game terms keep the game's own spelling.
 */
const BRITISH = new RegExp(
  [
    '(?:colour|honour|armour|favour|harbour|neighbour|labour|valour|rumour|behaviour|odour|vigour|splendour|ardour|clamour|parlour|saviour|flavour|humour|endeavour|rancour|candour|fervour|savour|demeanour)[a-z]*',
    'grey(?:s|ed|ing|ish|er|est|ness)?',
    '(?:organis|realis|recognis|apologis|memoris|civilis|specialis|criticis|sympathis|agonis|summaris|idolis|hypnotis|mesmeris|baptis|immortalis|terroris|tyrannis)(?:e|es|ed|ing|ation|ations)',
    '(?:analys|paralys)(?:e|es|ed|ing)',
    '(?:centre|theatre|metre|fibre|sabre|sombre|spectre|lustre|meagre|sepulchre|calibre|manoeuvre)[sd]?',
    '(?:defence|offence|pretence|licence)s?',
    '(?:travell|labell|cancell|quarrell|modell|duell|signall|channell|fuell|revell|marvell)(?:ed|ing|er|ers|ous)',
    'jewell(?:er|ers|ery)',
    'woollens?',
    'plough[a-z]*',
    '(?:mould|smoulder|moult)[a-z]*',
    'catalogue[sd]?',
    'storeys?',
    'whilst',
    'specialit(?:y|ies)',
    'sceptic[a-z]*',
    'judgements?',
    'ageing',
    '(?:skil|wil)ful(?:ly)?',
    'practis(?:e|es|ed|ing)',
    'moustache[sd]?',
    'pedlars?',
    'gaol[a-z]*',
    'draught[a-z]*',
    'aeons?',
    'artefacts?',
    'pyjamas?',
    'mediaeval',
  ].join('|'),
  'i',
);
const WORD = new RegExp(`(?<![A-Za-z])(?:${BRITISH.source})(?![A-Za-z])`, 'gi');

const ROOT = join(import.meta.dirname, '../../..');
/** Where the product's text lives: the engine's content, the web's copy and the server's messages. */
const SOURCES = ['packages/engine/src', 'apps/web/src', 'apps/server/src'];
/**
 * Word lists that hold both spellings on purpose: the translator's English vocabulary reads what a
 * user types, and names must spell neither.
 */
const SKIPPED = new Set([
  'packages/engine/src/translator/base-words.ts',
  'packages/engine/src/names/common-english-words.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of every string, template and JSX text in a source file. */
function texts(path: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) out.push(node.text);
    else if (ts.isJsxText(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

describe('one spelling', () => {
  it('recognizes British spellings and leaves US ones and table keys alone', () => {
    const found = (text: string) => text.match(WORD) ?? [];
    expect(found('a grey cloak the colour of ash, travelled far')).toEqual(['grey', 'colour', 'travelled']);
    expect(found('a gray cloak the color of ash, traveled far to the harbor theater')).toEqual([]);
    expect(found('{apHairColour} hair; Armor Class 12; Greyhallow')).toEqual([]);
  });

  it('writes US English in every text of the engine, the web and the server', () => {
    const hits: string[] = [];
    for (const source of SOURCES) {
      for (const path of sourceFiles(join(ROOT, source))) {
        const name = relative(ROOT, path);
        if (SKIPPED.has(name)) continue;
        for (const text of texts(path)) {
          for (const word of text.match(WORD) ?? []) hits.push(`${name}: ${word} in "${text.slice(0, 80)}"`);
        }
      }
    }
    expect(hits).toEqual([]);
  });
});
