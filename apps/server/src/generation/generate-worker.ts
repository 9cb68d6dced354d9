/**
 * A worker thread of the generation pool: generates what it is sent and answers with the API's
 * JSON, so the request thread only has to send the text.
 */
import { parentPort } from 'node:worker_threads';
import { generatorAnswer, type GenerationTask } from './answer';

parentPort?.on('message', ({ id, task }: { id: number; task: GenerationTask }) => {
  try {
    parentPort?.postMessage({ id, json: JSON.stringify(generatorAnswer(task.name, task.seed, task.request)) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
