import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports that would break the one-way dependency chain apps -> engine. */
const appToApp = (self) =>
  ['server', 'web']
    .filter((a) => a !== self)
    .flatMap((a) => [`**/apps/${a}/**`, `@lorewright/${a}`, `@lorewright/${a}/**`]);
const engineDeepImports = ['@lorewright/engine/*', '**/packages/engine/**'];

/** What every engine file may not import: I/O, the DOM, the apps. */
const enginePurity = {
  group: ['node:*', 'react', 'react-dom', 'fastify', '@fastify/*', 'kysely', '**/apps/**', '@lorewright/*'],
  message: 'The engine is pure: no I/O, no DOM, no apps.',
};
/** Folders of the engine that generate one kind of entity; each stands on the layers below and on no other kind. */
const ENTITY_KINDS = ['npc', 'building', 'group', 'location', 'settlement', 'monster', 'encounter', 'item', 'loot'];
/** Folders above the kinds (they may import any kind). */
const ENGINE_TOP = ['generators', 'world-content'];

/** Dependencies inside the engine run one way: shared layers, then one folder per entity kind, then the generators. */
function engineLayers() {
  const restrict = (files, banned, message) => ({
    files,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [enginePurity, { group: banned.map((folder) => `../${folder}/*`), message }] },
      ],
    },
  });
  return [
    restrict(
      ['core', 'text', 'data', 'names', 'world', 'character', 'tools', 'translator', 'bestiary'].map(
        (folder) => `packages/engine/src/${folder}/**/*.ts`,
      ),
      [...ENTITY_KINDS, ...ENGINE_TOP],
      'Shared layers never import an entity kind or the generators above them.',
    ),
    ...ENTITY_KINDS.map((kind) =>
      restrict(
        [`packages/engine/src/${kind}/**/*.ts`],
        [...ENTITY_KINDS.filter((k) => k !== kind), ...ENGINE_TOP],
        'An entity kind stands on the shared layers only: move what two kinds share below them.',
      ),
    ),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: {
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly', Response: 'readonly' },
    },
  },
  {
    files: ['apps/web/scripts/*.mjs'],
    languageOptions: { globals: { console: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [enginePurity],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness enters as an Rng argument.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' },
      ],
    },
  },
  ...engineLayers(),
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...appToApp('server'), ...engineDeepImports],
              message: 'Apps import only @lorewright/engine, never each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...appToApp('web'), ...engineDeepImports],
              message: 'Apps import only @lorewright/engine, never each other.',
            },
          ],
        },
      ],
    },
  },
);
