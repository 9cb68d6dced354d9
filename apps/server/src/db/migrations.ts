import {
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
} from 'kysely';

/**
 * The migrations, in order. One set serves SQLite and PostgreSQL: column types are the portable
 * ones (text, integer) and auto-increment columns are declared per dialect.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': {
    async up(db: Kysely<any>) {
      const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const serial = isPostgres ? 'serial' : 'integer';
      const autoKey = (c: ColumnDefinitionBuilder) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement());
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('subject', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('saved_creations')
        .addColumn('seq', serial, autoKey)
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_creations_user_kind')
        .on('saved_creations')
        .columns(['user_id', 'kind'])
        .execute();
      await db.schema
        .createTable('saved_generics')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('typename', 'text', (c) => c.notNull())
        .addColumn('config_name', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_generics_pk', ['user_id', 'typename', 'config_name'])
        .execute();
      await db.schema
        .createTable('feedback')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('tool_info', 'text', (c) => c.notNull())
        .addColumn('feedback', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('page_visits')
        .addColumn('id', serial, autoKey)
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('page_visits_day').on('page_visits').column('day').execute();
      await db.schema
        .createTable('translation_lexicons')
        .addColumn('language', 'text', (c) => c.primaryKey())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '002_sign_in': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('login_states')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
