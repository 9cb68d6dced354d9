import fc from 'fast-check';

/** A JSON Schema as found in the OpenAPI document (only the keywords the fuzzer reads). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  examples?: unknown[];
  const?: unknown;
};

type Parameter = {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
  examples?: Record<string, { value: unknown }>;
};

/** One operation of the OpenAPI document: what the fuzzer needs to call it. */
export type Operation = {
  method: string;
  path: string;
  query: { name: string; required: boolean; schema: JsonSchema; examples: unknown[] }[];
  body?: JsonSchema;
  /** Needs a signed-in user (the document's `security`). */
  secured: boolean;
  tags: string[];
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
        tags?: string[];
      }
    >
  >;
};

/** Every operation of the document, in a stable order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({
            name: p.name,
            required: p.required ?? false,
            schema: p.schema ?? {},
            examples: [...Object.values(p.examples ?? {}).map((e) => e.value), ...(p.schema?.examples ?? [])],
          })),
        body: operation.requestBody?.content?.['application/json']?.schema,
        secured: (operation.security ?? []).length > 0,
        tags: operation.tags ?? [],
      });
    }
  }
  return operations;
}

/** Text that tends to break things: empty, blank, huge, control characters, markup, lone surrogates. */
export const nastyText = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', 'Random', 'random,random', '__proto__', 'constructor'),
  fc.constantFrom(
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uD800',
    '\uFFFF',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => 'ä,'.repeat(n)),
);

/** A value that matches a schema as far as the fuzzer can tell (the server may still refuse it). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.examples?.length) return fc.oneof(fc.constantFrom(...schema.examples), fc.constant('Random'));
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => validValue(o, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, depth + 1), { maxLength: depth > 2 ? 2 : 5 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0)
        return depth > 3
          ? fc.constant({})
          : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 });
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(properties.map(([name, s]) => [name, validValue(s, depth + 1)])), {
        requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** JSON nested `depth` levels deep, as text (too deep for a naive recursive walk). */
export const deeplyNested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

/** A value of the wrong kind for a schema, or a nasty one of the right kind. */
export function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(
      null,
      0,
      -1,
      1e308,
      true,
      [],
      {},
      [[[[]]]],
      { $ne: 1 },
      JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    ),
    nastyText,
    fc.jsonValue({ maxDepth: 4 }),
    fc.integer({ min: 100, max: 3000 }).map((depth) => JSON.parse(deeplyNested(depth)) as unknown),
    schema.enum || schema.examples ? fc.string({ minLength: 1, maxLength: 12 }).map((s) => `${s}-unknown`) : nastyText,
  );
}

/** A body for an operation: usually shaped by its schema, with some fields made wrong or nasty. */
export function bodyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return fc.oneof(validValue(schema), wrongValue(schema));
  return fc
    .tuple(
      validValue(schema),
      fc.array(fc.tuple(fc.constantFrom(...properties), fc.nat()), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    )
    .chain(([base, broken, extra]) =>
      fc.tuple(
        fc.constant(base),
        fc.tuple(...broken.map(([[name, s]]) => fc.tuple(fc.constant(name), fc.oneof(wrongValue(s), bodyValue(s))))),
        fc.constant(extra),
      ),
    )
    .map(([base, broken, extra]) => {
      if (!base || typeof base !== 'object' || Array.isArray(base)) return base;
      const value: Record<string, unknown> = { ...extra, ...(base as Record<string, unknown>) };
      for (const [name, wrong] of broken) value[name] = wrong;
      return value;
    });
}
