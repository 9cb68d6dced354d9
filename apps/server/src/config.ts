import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  WEB_DIST: z.string().optional(),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  ADMIN_EMAILS: csv,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REDIS_URL: optionalUrl,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Worker threads for generation and expansion (0: none, all in the request thread); one fewer
   * than the cores, at least 2 (so a light request need not wait behind a metropolis), at most 4.
   */
  GENERATION_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.max(2, Math.min(4, os.availableParallelism() - 1))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PATREON_URL: optionalUrl,
  DISCORD_URL: optionalUrl,
  SOCIAL_URL: optionalUrl,
});

export type Config = z.infer<typeof schema> & { webDist: string };

/** Reads and validates the configuration; throws one readable message naming every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const webDist = parsed.data.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  return { ...parsed.data, webDist };
}
