import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './errors';

/**
 * The content security policy's sources for the inline scripts of the built pages (the one that
 * sets the color scheme before the first paint): the hash of each, as `'sha256-…'`.
 */
export function inlineScriptSources(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * The pages the web build wrote out as HTML (dist/prerendered: home.html for "/", npcgenerator.html
 * for "/npcgenerator"), by their lower-case path.
 */
function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'prerendered');
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'home' ? '/' : `/${name.toLowerCase()}`, `prerendered/${file}`);
  }
  return pages;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. A GET
 * for a page gets its prerendered HTML when the build wrote one (the home page and the
 * generators, painted before any script runs), or index.html, so client routes load on refresh.
 * Unknown /api routes answer the JSON error shape.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  const pages = prerenderedPages(webDist);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // "/" is a page like the others (below): it gets the prerendered home page.
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendPage = (url: string, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(pages.get(url.replace(/\/+$/, '').toLowerCase() || '/') ?? 'index.html');
  };
  if (hasBuild) app.get('/', (_request, reply) => sendPage('/', reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !path.extname(url);
    if (wantsPage && hasBuild) return sendPage(url, reply);
    return reply.status(404).send(errorBody('not_found', `There is no ${request.method} ${url}.`));
  });
}
