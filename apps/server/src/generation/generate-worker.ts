/**
 * A worker thread of the generation pool: generates what it is sent (or builds a translation
 * lexicon) and answers with the JSON, so the request thread only has to send the text.
 */
import { parentPort } from 'node:worker_threads';
import { taskAnswer, type GenerationTask } from './answer';

parentPort?.on('message', ({ id, task }: { id: number; task: GenerationTask }) => {
  try {
    parentPort?.postMessage({ id, json: taskAnswer(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
