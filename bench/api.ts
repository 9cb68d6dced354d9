import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startBenchServer } from './server';

const DURATION_S = 3;

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S });
  return result.requests.average;
}

/** Requests per second of our API against a bare Fastify server answering a constant, in one run. */
export async function run(): Promise<void> {
  const server = await startBenchServer();
  const ours = server.url;
  const bare = Fastify();
  bare.get('/constant', async () => ['Human', 'Elf', 'Dwarf']);
  const ceiling = await bare.listen({ port: 0, host: '127.0.0.1' });

  try {
    const bareRps = await measure(`${ceiling}/constant`);
    console.log(`\nAPI throughput (autocannon, 20 connections, ${DURATION_S} s each)`);
    console.log(`  bare Fastify ceiling          ${bareRps.toFixed(0).padStart(8)} req/s`);
    const routes: [string, string][] = [
      ['option list  /api/Races', '/api/Races'],
      ['25 names     /api/GetName', '/api/GetName?seed=bench&generationCount=25'],
      ['one NPC      /api/GetNPC', '/api/GetNPC?seed=bench'],
    ];
    for (const [label, route] of routes) {
      const check = await fetch(`${ours}${route}`);
      if (!check.ok) {
        console.log(`  ${label.padEnd(29)} skipped (${check.status})`);
        continue;
      }
      const rps = await measure(`${ours}${route}`);
      console.log(
        `  ${label.padEnd(29)} ${rps.toFixed(0).padStart(8)} req/s  ${(rps / bareRps).toFixed(2)} of the ceiling`,
      );
    }
  } finally {
    await server.close();
    await bare.close();
  }
}
