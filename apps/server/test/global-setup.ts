import { buildServer } from '../build';

/** Compiles the server before the tests that start it as a process, so they run what production runs, fresh. */
export default async function setup(): Promise<void> {
  await buildServer();
}
