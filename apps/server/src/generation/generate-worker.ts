/**
 * A worker thread of the generation pool: generates or expands what it is sent (or builds a
 * translation lexicon) and answers with the JSON, so the request thread only has to send the text.
 * A request the task refuses is answered `{refused}` with the reason.
 */
import { parentPort } from 'node:worker_threads';
import { taskAnswer, type GenerationTask } from './answer';

parentPort?.on('message', ({ id, task }: { id: number; task: GenerationTask }) => {
  try {
    const answer = taskAnswer(task);
    parentPort?.postMessage(answer.ok ? { id, json: answer.value } : { id, refused: answer.error });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
