import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildLexicon,
  GENERATORS,
  toGeneratorRequest,
  TRANSLATION_LANGUAGES,
  type RefPackage,
} from '@lorewright/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DIST } from '../build';
import { expansionAnswer, generatorAnswer } from '../src/generation/answer';
import { GenerationPool } from '../src/generation/pool';
import { testApp, type TestApp } from './test-app';

/** The compiled worker (global-setup builds the server before these tests). */
const WORKER = path.join(SERVER_DIST, 'generate-worker.js');

const request = (name: keyof typeof GENERATORS, query: Record<string, string> = {}) =>
  toGeneratorRequest(GENERATORS[name]!, query);

describe('the generation pool', () => {
  const pool = new GenerationPool(WORKER, 2);
  afterAll(() => pool.close());

  it('answers exactly what the request thread would, byte for byte', async () => {
    const tasks = [
      { name: 'GetSettlement', seed: 'pool-metropolis', request: request('GetSettlement', { size: 'Metropolis' }) },
      { name: 'GetSettlement', seed: 'pool-hamlet', request: request('GetSettlement', { size: 'Hamlet' }) },
      { name: 'GetNPC', seed: 'pool-npc', request: request('GetNPC') },
    ];
    const answers = await Promise.all(tasks.map((task) => pool.answer(task)));
    answers.forEach((json, i) => {
      const { name, seed, request } = tasks[i]!;
      expect(json).toBe(JSON.stringify(generatorAnswer(name, seed, request)));
    });
  });

  it('expands a stub exactly as the request thread would, and refuses a bad package with the reason', async () => {
    const { refPackage } = generatorAnswer('GetNPC', 'pool-expand', request('GetNPC')) as { refPackage: RefPackage };
    const packageText = JSON.stringify(refPackage);
    const [objId] = Object.keys(refPackage.settlements!.ReferenceIds);
    const task = { packageText, objId: objId!, kind: 'settlements' as const };
    expect(await pool.run({ expand: task })).toEqual(expansionAnswer(packageText, objId!, 'settlements'));
    expect((await pool.run({ expand: task })).ok).toBe(true);
    expect(await pool.run({ expand: { ...task, packageText: '{"npcs":' } })).toEqual({
      ok: false,
      error: 'Parameter "package" is not valid JSON.',
    });
    expect(await pool.run({ expand: { ...task, objId: 'nobody' } })).toMatchObject({ ok: false });
  });

  it('refuses a task whose data is nested too deeply to send to a thread, and keeps working', async () => {
    const deep = JSON.parse(`{"npcs":{"Keys":[],"ReferenceIds":{"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}}}`);
    const landmark = { name: 'GetLandmark', seed: 'deep', request: { ...request('GetLandmark'), package: deep } };
    expect(await pool.run(landmark)).toEqual({ ok: false, error: 'The request holds data nested too deeply to read.' });
    expect((await pool.run({ name: 'GetNPC', seed: 'after-deep', request: request('GetNPC') })).ok).toBe(true);
  });

  it('gives a light task to a free thread rather than queueing it behind a metropolis', async () => {
    const two = new GenerationPool(WORKER, 2);
    const npc = (seed: string) => ({ name: 'GetNPC', seed, request: request('GetNPC') });
    // Warm both threads, so what follows measures the work, not loading the engine.
    await Promise.all([two.answer(npc('warm-a')), two.answer(npc('warm-b'))]);
    const done: string[] = [];
    const metropolis = {
      name: 'GetSettlement',
      seed: 'busy',
      request: request('GetSettlement', { size: 'Metropolis' }),
    };
    await Promise.all([
      two.answer(metropolis).then(() => done.push('metropolis')),
      two.answer(npc('first')).then(() => done.push('first')),
      two.answer(npc('second')).then(() => done.push('second')),
    ]);
    await two.close();
    // One thread has the metropolis, the other the first NPC: the second goes where less work waits.
    expect(done.indexOf('second')).toBeLessThan(done.indexOf('metropolis'));
  });

  it('builds a translation lexicon exactly as the request thread would', async () => {
    const language = TRANSLATION_LANGUAGES[0]!;
    expect(await pool.answer({ lexicon: language })).toBe(JSON.stringify(buildLexicon(language)));
  });

  it('fails a task that cannot be generated with its reason, and keeps working', async () => {
    await expect(pool.run({ name: 'GetNothing', seed: 'x', request: request('GetNPC') })).rejects.toThrow(
      'No generator GetNothing',
    );
    const json = await pool.answer({ name: 'GetSettlement', seed: 'after', request: request('GetSettlement') });
    expect(JSON.parse(json).seed).toBe('after');
  });

  it('fails only the tasks of a thread that dies, with the reason, and never hangs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-pool-'));
    const dying = path.join(dir, 'dying.mjs');
    fs.writeFileSync(
      dying,
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
    );
    const broken = path.join(dir, 'broken.mjs');
    fs.writeFileSync(broken, "throw new Error('a broken worker');\n");
    const task = { name: 'GetNPC', seed: 'x', request: request('GetNPC') };
    for (const [file, reason] of [
      [dying, /exit code 3/],
      [broken, /a broken worker/],
    ] as const) {
      const failing = new GenerationPool(file, 1);
      await expect(failing.run(task)).rejects.toThrow(reason);
      await expect(failing.run(task)).rejects.toThrow(reason);
      await failing.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses tasks once closed', async () => {
    const closed = new GenerationPool(WORKER, 1);
    closed.start();
    await closed.close();
    await expect(closed.run({ name: 'GetNPC', seed: 'x', request: request('GetNPC') })).rejects.toThrow(/closed/);
  });
});

describe('the server with generation threads', () => {
  let threaded: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    threaded = await testApp({ generation: new GenerationPool(WORKER, 1) });
    plain = await testApp();
  });
  afterAll(async () => {
    await threaded?.close();
    await plain?.close();
  });

  it('answers as the server without threads does, compressed when asked, and still refuses bad input', async () => {
    const url = '/api/GetSettlement?seed=pool-api&size=City&environments=Coastal';
    const [a, b] = await Promise.all([threaded.app.inject(url), plain.app.inject(url)]);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(a.body).toBe(b.body);
    const gzipped = await threaded.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const bad = await threaded.app.inject('/api/GetSettlement?size=Huge');
    expect(bad.statusCode).toBe(400);
  });

  it('expands stubs and makes light results as the server without threads does, and refuses bad packages', async () => {
    const npc = await plain.app.inject('/api/GetNPC?seed=pool-expansion');
    const npcThreaded = await threaded.app.inject('/api/GetNPC?seed=pool-expansion');
    expect(npcThreaded.body).toBe(npc.body);
    const { refPackage } = JSON.parse(npc.body) as { refPackage: RefPackage };
    for (const [kind, store] of [
      ['settlement', refPackage.settlements],
      ['npcs', refPackage.npcs],
    ] as const) {
      const objId = Object.keys(store!.ReferenceIds).at(-1)!;
      const payload = { package: JSON.stringify(refPackage), objId, type: kind };
      const send = (t: TestApp, body: object) =>
        t.app.inject({ method: 'POST', url: '/api/GetExistingObject', payload: body });
      const [a, b] = await Promise.all([send(threaded, payload), send(plain, payload)]);
      expect(a.statusCode).toBe(200);
      expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(a.body).toBe(b.body);
      for (const bad of [
        { ...payload, package: '{"npcs": [' },
        { ...payload, package: '[1]' },
        { ...payload, objId: 'x' },
      ]) {
        const [c, d] = await Promise.all([send(threaded, bad), send(plain, bad)]);
        expect(c.statusCode).toBe(400);
        expect(c.body).toBe(d.body);
      }
    }
  });

  it('ignores a sent package that is no reference package, as the server without threads does', async () => {
    const url = '/api/GetLandmark?seed=pool-package';
    for (const pkg of [`${'['.repeat(50_000)}${']'.repeat(50_000)}`, '"not a package"', '{"npcs": 3}']) {
      const send = (t: TestApp) =>
        t.app.inject({
          method: 'PUT',
          url,
          headers: { 'content-type': 'application/json' },
          payload: `{"package": ${pkg}}`,
        });
      const [a, b] = await Promise.all([send(threaded), send(plain)]);
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(b.body);
    }
  });

  it('translates with lexicons built on a thread, as the server without threads does', async () => {
    const language = TRANSLATION_LANGUAGES[1]!;
    const url = `/api/Translate?language=${language}&text=${encodeURIComponent('The old bridge is watched at night.')}`;
    const [a, b] = await Promise.all([threaded.app.inject(url), plain.app.inject(url)]);
    expect(a.statusCode).toBe(200);
    expect(JSON.parse(a.body).data).not.toBe('');
    expect(a.body).toBe(b.body);
  });

  it('closes its threads with the app', async () => {
    const pool = new GenerationPool(WORKER, 1);
    const t = await testApp({ generation: pool });
    await t.close();
    await expect(pool.run({ name: 'GetNPC', seed: 'x', request: request('GetNPC') })).rejects.toThrow(/closed/);
  });
});
