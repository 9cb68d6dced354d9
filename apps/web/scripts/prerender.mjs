// Writes the first view of the home page and of every generator as HTML (dist/prerendered), from
// the app's server build (dist-ssr), so a phone paints the page before any script has run. The
// server sends these for their paths; index.html stays the empty page for every other route.
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const { PRERENDERED_PAGES, renderPage } = await import(path.join(web, 'dist-ssr/prerender.js'));

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The file a path's page is written to: "/" is home.html, "/npcgenerator" npcgenerator.html. */
const fileOf = (route) => (route === '/' ? 'home.html' : `${route.slice(1)}.html`);

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks and style sheets a module needs, with everything it imports statically. */
function closure(key, into = { js: new Set(), css: new Set() }) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build (was it renamed?)`);
  if (into.js.has(chunk.file)) return into;
  into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}
const entry = closure(Object.keys(manifest).find((key) => manifest[key].isEntry));

/** Links to what a page's first view needs beyond the entry: its styles, and its code fetched early. */
function headLinks(modules) {
  const needs = { js: new Set(), css: new Set() };
  for (const module of modules) closure(module, needs);
  return [
    ...[...needs.css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...needs.js]
      .filter((f) => !entry.js.has(f))
      .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`),
  ].join('\n    ');
}
const out = path.join(dist, 'prerendered');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out);
for (const page of PRERENDERED_PAGES) {
  const body = await renderPage(page.path);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const html = template
    // The page is on screen before its code runs: style sheets first, the code after them.
    .replace(/<script type="module"(?= )/, '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${description}"`)
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*"/, `$1${title}"`)
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*"/, `$1${description}"`)
    .replace('</head>', () => `  ${headLinks(page.modules)}\n  </head>`)
    // Inert until the app replaces it: a tap before then is not lost on a control that only looks ready.
    .replace('<div id="root"></div>', () => `<div id="root" inert>${body}</div>`);
  if (!html.includes(body)) throw new Error(`index.html has no empty root for ${page.path}`);
  fs.writeFileSync(path.join(out, fileOf(page.path)), html);
}
fs.rmSync(path.join(web, 'dist-ssr'), { recursive: true, force: true });
console.log(`Prerendered ${PRERENDERED_PAGES.length} pages into dist/prerendered`);
