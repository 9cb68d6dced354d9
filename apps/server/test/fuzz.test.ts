import path from 'node:path';
import { ENTITY_KINDS, LINK_PREFIX, type RefPackage } from '@lorewright/engine';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DIST } from '../build';
import { BODY_LIMIT } from '../src/app';
import { GenerationPool } from '../src/generation/pool';
import {
  bodyValue,
  deeplyNested,
  type JsonSchema,
  nastyText,
  type Operation,
  operationsOf,
  validValue,
  wrongValue,
} from './fuzz';
import { ADMIN_EMAIL, json, type TestApp, testApp } from './test-app';

/** The compiled worker script (global-setup builds the server before these tests). */
const WORKER = path.join(SERVER_DIST, 'generate-worker.js');

/** Requests in all (FUZZ_REQUESTS; `npm run soak` sends 20,000). */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
/**
 * The longest an answer may take before it counts as a hang (FUZZ_HANG_MS). `npm run soak` holds
 * every answer to 2 s; in `npm test` the machine is shared with other test files, so the bound
 * only catches real hangs.
 */
const HANG_MS = Number(process.env.FUZZ_HANG_MS ?? 10_000);
/** Maintenance calls allowed longer: rebuilding all twelve translation dictionaries is seconds of work by design. */
const SLOW_OPERATIONS = new Set(['GET /api/SetupTranslations']);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type Identity = 'anonymous' | 'user' | 'admin' | 'forged';

/** Reference packages that stress the linked-content code: a real one, one with cycles, one with 10,000 keys. */
function stressPackages(real: RefPackage): { packages: unknown[]; ids: string[] } {
  const ids = ENTITY_KINDS.flatMap((kind) => real[kind]?.Keys ?? []);
  const withCycles = structuredClone(real) as Record<string, unknown>;
  const first = ids[0] ?? 'x';
  // Every link points back at the first entity or at the entity holding it: loops everywhere.
  const relink = (value: unknown, owner: string): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'type' && typeof inner === 'string' && /^(npc|building|group|location|settlement)-/.test(inner)) {
        (value as Record<string, unknown>)[key] = `${inner.split('-')[0]}-${inner.length % 2 ? owner : first}`;
      } else relink(inner, owner);
    }
  };
  for (const kind of ENTITY_KINDS) {
    const store = (withCycles[kind] as RefPackage['npcs']) ?? undefined;
    for (const [id, entity] of Object.entries(store?.ReferenceIds ?? {})) relink(entity, id);
  }
  const huge = structuredClone(real);
  const npcs = huge.npcs;
  if (npcs) {
    const template = npcs.ReferenceIds[npcs.Keys[0]!]!;
    for (let i = 0; i < 10_000; i++) {
      const id = `k${i}`;
      npcs.ReferenceIds[id] = { ...template, ReferenceData: { ...template.ReferenceData, Id: id } };
      npcs.Keys.push(id);
    }
  }
  const duplicated = structuredClone(real) as RefPackage;
  if (duplicated.npcs) duplicated.npcs.Keys = [...duplicated.npcs.Keys, ...duplicated.npcs.Keys];
  return {
    packages: [real, withCycles, huge, duplicated, {}, { npcs: { ReferenceIds: {}, Keys: [], CurrentId: -1 } }],
    ids,
  };
}

describe('every API route under random and malformed input', () => {
  let t: TestApp;
  let operations: Operation[];
  const cookies: Record<Identity, string | undefined> = { anonymous: undefined, user: '', admin: '', forged: '' };
  let packages: unknown[];
  let ids: string[];
  let sent = 0;
  let slowest = { ms: 0, what: '' };

  const signInAgain = async (identity: Identity) => {
    if (identity === 'user') cookies.user = await t.signIn({ email: 'fuzz@example.com', name: 'Fuzz' });
    if (identity === 'admin') cookies.admin = await t.signIn({ email: ADMIN_EMAIL, name: 'Admin' });
  };

  beforeAll(async () => {
    // As the compiled server runs: generation and expansion on worker threads.
    t = await testApp({ generation: new GenerationPool(WORKER, 2) });
    await signInAgain('user');
    await signInAgain('admin');
    cookies.forged = `lw_session=${'A'.repeat(43)}`;
    operations = operationsOf(json(await t.app.inject('/api/openapi.json')));
    ({ packages, ids } = stressPackages(
      json<{ refPackage: RefPackage }>(await t.app.inject('/api/GetNPC?seed=fuzzing')).refPackage,
    ));
  });
  afterAll(async () => {
    console.info(
      `fuzz: ${sent} requests to ${operations?.length} operations (seed ${SEED}); slowest ${slowest.ms.toFixed(0)} ms: ${slowest.what}`,
    );
    await t?.close();
  });

  /** Values for fields whose names say what they hold: reference packages, entity ids and kinds. */
  const hinted = (name: string, schema: JsonSchema): fc.Arbitrary<unknown> | undefined => {
    const asSchema = (value: fc.Arbitrary<unknown>) =>
      schema.type === 'string' ? value.map((v) => JSON.stringify(v)) : value;
    if (name === 'package' || name === 'refPackage') return asSchema(fc.constantFrom(...packages));
    if (name === 'objId') return fc.oneof(fc.constantFrom(...ids, 'k9999', 'k0'), nastyText);
    if (name === 'type' && schema.type === 'string' && !schema.enum) {
      return fc.constantFrom(...ENTITY_KINDS, ...ENTITY_KINDS.map((k) => LINK_PREFIX[k]), 'NPC', 'dragon', '');
    }
    return undefined;
  };

  const fieldValue = (name: string, schema: JsonSchema) =>
    fc.oneof(
      { weight: 3, arbitrary: hinted(name, schema) ?? validValue(schema) },
      { weight: 2, arbitrary: validValue(schema) },
      { weight: 2, arbitrary: wrongValue(schema) },
    );

  /** The query string: each parameter left out, valid, wrong, repeated or badly encoded, plus strangers. */
  const queryOf = (operation: Operation): fc.Arbitrary<string> =>
    fc
      .tuple(
        fc.tuple(
          ...operation.query.map((p) =>
            fc.oneof(
              { weight: p.required ? 1 : 4, arbitrary: fc.constant([] as string[]) },
              {
                weight: 4,
                arbitrary: (p.examples.length ? fc.constantFrom(...p.examples) : fieldValue(p.name, p.schema)).map(
                  (v) => [encodeValue(p.name, v)],
                ),
              },
              { weight: 2, arbitrary: fieldValue(p.name, p.schema).map((v) => [encodeValue(p.name, v)]) },
              {
                weight: 1,
                arbitrary: fc
                  .array(validValue(p.schema), { minLength: 2, maxLength: 4 })
                  .map((vs) => vs.map((v) => encodeValue(p.name, v))),
              },
              {
                weight: 1,
                arbitrary: fc
                  .constantFrom('%FF%FE', '%E0%A4%A', '%', '%C3%28', '%ED%A0%80', '%00')
                  .map((raw) => [`${p.name}=${raw}`]),
              },
            ),
          ),
        ),
        fc.array(fc.tuple(fc.string({ maxLength: 12 }), nastyText), { maxLength: 2 }),
      )
      .map(([params, strangers]) => {
        const parts = [...params.flat(), ...strangers.map(([k, v]) => encodeValue(k, v))];
        return parts.length ? `?${parts.join('&')}` : '';
      });

  /** The body as sent: JSON shaped by the schema, broken JSON, the wrong type, deep nesting or too large. */
  const payloadOf = (operation: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> => {
    const schema = operation.body;
    if (!schema) {
      return fc.oneof(
        { weight: 9, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc
            .jsonValue({ maxDepth: 2 })
            .map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })),
        },
      );
    }
    const shaped = fc
      .tuple(
        bodyValue(schema),
        fc.tuple(
          ...Object.entries(schema.properties ?? {}).map(([name, s]) =>
            fc.option(hinted(name, s) ?? validValue(s), { freq: 2 }),
          ),
        ),
      )
      .map(([body, hints]) => {
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          Object.keys(schema.properties ?? {}).forEach((name, i) => {
            if (hints[i] !== null && hints[i] !== undefined) (body as Record<string, unknown>)[name] = hints[i];
          });
        }
        return { payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' };
      });
    return fc.oneof(
      { weight: 12, arbitrary: shaped },
      {
        weight: 1,
        arbitrary: shaped.map((b) => ({ ...b, payload: b.payload.slice(0, Math.max(1, b.payload.length - 2)) })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('{', '{"a":}', 'nul', '[1,2', '{"a":1}}', '\u0000', '')
          .map((payload) => ({ payload, contentType: 'application/json' })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            shaped,
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'multipart/form-data; boundary=x',
              'application/json; charset=latin1',
              '',
            ),
          )
          .map(([b, contentType]) => ({ ...b, contentType })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...Object.keys(schema.properties ?? { x: 0 })).map((name) => ({
          payload: `{"${name}": ${deeplyNested(50_000)}}`,
          contentType: 'application/json',
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...Object.keys(schema.properties ?? { x: 0 })).map((name) => ({
          payload: JSON.stringify({ [name]: 'x'.repeat(BODY_LIMIT + 10) }),
          contentType: 'application/json',
        })),
      },
    );
  };

  const requestOf = (operation: Operation) =>
    fc.record({
      query: queryOf(operation),
      body: payloadOf(operation),
      identity: fc.constantFrom<Identity>('anonymous', 'user', 'admin', 'forged'),
      address: fc.ipV4(),
      caseChange: fc.boolean(),
    });

  it(`answers ${REQUESTS} random requests with 2xx/3xx or 4xx in the error shape, never 5xx or a hang`, async () => {
    const perOperation = Math.ceil(REQUESTS / operations.length);
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) {
      const details = await fc.check(
        fc.asyncProperty(requestOf(operation), async ({ query, body, identity, address, caseChange }) => {
          const path = caseChange ? operation.path.toLowerCase() : operation.path;
          const headers: Record<string, string> = {};
          if (cookies[identity]) headers.cookie = cookies[identity];
          if (body.contentType) headers['content-type'] = body.contentType;
          const request: InjectOptions = {
            method: operation.method as InjectOptions['method'],
            url: `${path}${query}`,
            headers,
            remoteAddress: address,
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          };
          const started = performance.now();
          const response = await t.app.inject(request);
          const ms = performance.now() - started;
          sent++;
          const what = `${operation.method} ${request.url?.toString().slice(0, 200)} as ${identity} (${(body.payload ?? '').length} bytes)`;
          if (ms > slowest.ms && !SLOW_OPERATIONS.has(`${operation.method} ${operation.path}`)) slowest = { ms, what };
          const bound = SLOW_OPERATIONS.has(`${operation.method} ${operation.path}`) ? HANG_MS * 5 : HANG_MS;
          expect(ms, `took ${ms.toFixed(0)} ms: ${what}`).toBeLessThan(bound);
          checkAnswer(response, what, operation, identity);
          // Signing out ends the session: sign that identity in again for the next requests.
          if (String(response.headers['set-cookie'] ?? '').includes('lw_session=;')) await signInAgain(identity);
        }),
        { numRuns: perOperation, seed: SEED + sent, endOnFailure: true },
      );
      if (details.failed) {
        const shown = JSON.stringify(details.counterexample).slice(0, 2000);
        throw new Error(
          `${operation.method} ${operation.path} failed (seed ${details.seed}, path ${details.counterexamplePath}): ${String(details.errorInstance).slice(0, 2000)}\nwith ${shown}`,
        );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  }, 3_600_000);
});

/** `name=value` with the value as a query string carries it: text as is, anything else as JSON. */
function encodeValue(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  const safe = text.replace(/[\uD800-\uDFFF]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `${encodeURIComponent(name)}=${encodeURIComponent(safe).slice(0, 300_000)}`;
}

/** 2xx/3xx, or 4xx with the API error shape; 401 only where the route needs a signed-in user. */
function checkAnswer(response: LightMyRequestResponse, what: string, operation: Operation, identity: Identity): void {
  const status = response.statusCode;
  expect(status, `${what} answered ${status}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) {
    const body = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, `${what}: ${response.body.slice(0, 300)}`).toBe('string');
    expect(typeof body.error?.message, what).toBe('string');
    expect(String(body.error?.message).length, what).toBeGreaterThan(0);
  }
  if (status === 401) expect(operation.secured && identity !== 'user' && identity !== 'admin', what).toBe(true);
  if (status < 300 && response.headers['content-type']?.toString().includes('json')) {
    expect(() => JSON.parse(response.body), what).not.toThrow();
  }
}
