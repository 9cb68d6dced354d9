/**
 * Compiles the server for production: one ES module, apps/server/dist/server.js, and beside it the
 * generation pool's worker, generate-worker.js, and the SQLite thread, sqlite-worker.js, each with a source map so `node --enable-source-maps`
 * reports stack traces in the TypeScript sources. The engine (@lorewright/engine, TypeScript source)
 * and the server's packages are compiled into them. Run as `npm run build --workspace apps/server`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const HERE = import.meta.dirname;
export const SERVER_ENTRY = path.join(HERE, 'src/server.ts');
/** The generation pool's worker thread, compiled beside the server. */
const WORKER_ENTRY = path.join(HERE, 'src/generation/generate-worker.ts');
/** The thread that runs SQLite, compiled beside the server. */
const SQLITE_WORKER_ENTRY = path.join(HERE, 'src/db/sqlite-worker.ts');
export const SERVER_DIST = path.join(HERE, 'dist');
/** What `npm start` runs. */
export const SERVER_BUNDLE = path.join(SERVER_DIST, 'server.js');

/**
 * Packages Node loads from node_modules at run time: native addons, what only sign-in through
 * the built-in development provider or OpenID Connect needs (loaded on first use), and the API
 * docs viewer, which serves files from its own package folder. Everything else is compiled into
 * the bundle, so starting reads one file instead of resolving hundreds.
 */
const EXTERNAL = ['better-sqlite3', 'pg-native', 'oidc-provider', 'openid-client', '@fastify/swagger-ui'];

/** Lets bundled CommonJS packages call `require` from inside an ES module. */
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

/**
 * Builds the server bundle. The files are written beside their final names and renamed into place,
 * so a build running while another process starts the server (or a second build) never leaves it a
 * half-written file.
 */
export async function buildServer(): Promise<void> {
  const result = await build({
    entryPoints: { server: SERVER_ENTRY, 'generate-worker': WORKER_ENTRY, 'sqlite-worker': SQLITE_WORKER_ENTRY },
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    // Smaller to read and parse at start; names stay, and the map leads stack traces to the sources.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    external: EXTERNAL,
    banner: { js: REQUIRE_SHIM },
  });
  fs.mkdirSync(SERVER_DIST, { recursive: true });
  const suffix = `.${process.pid}.${Date.now()}.tmp`;
  // The map first, so the bundle never points at a map that is not there yet.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of files) {
    fs.writeFileSync(file.path + suffix, file.contents);
    fs.renameSync(file.path + suffix, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
}
