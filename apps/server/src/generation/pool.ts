import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '@lorewright/engine';
import { taskWeight, type GenerationTask } from './answer';

type Pending = { resolve: (answer: Result<string>) => void; reject: (error: Error) => void; weight: number };
/** A thread, its tasks by id, and the sum of their weights (`taskWeight`). */
type Slot = { worker: Worker; pending: Map<number, Pending>; load: number };
type Reply = { id: number; json?: string; refused?: string; error?: string };

/**
 * Worker threads that run the generations and expansions (a metropolis takes tens of
 * milliseconds), so the request thread only reads requests and sends answers. A task goes to the
 * thread with the least work waiting; a thread that dies fails only its own tasks and is replaced.
 */
export class GenerationPool {
  readonly #file: string;
  readonly #size: number;
  #slots: Slot[] = [];
  #nextId = 0;
  #closed = false;

  /** `file` is the compiled worker script (generate-worker.js); `size` the number of threads. */
  constructor(file: string, size: number) {
    this.#file = file;
    this.#size = Math.max(1, size);
  }

  /** Starts the threads now rather than on the first task. */
  start(): void {
    while (!this.#closed && this.#slots.length < this.#size) this.#slots.push(this.#spawn());
  }

  /**
   * The API's JSON answer for a task, made on a worker thread, or the reason the task's request is
   * refused (a 400). Rejects when the thread fails.
   */
  run(task: GenerationTask): Promise<Result<string>> {
    if (this.#closed) return Promise.reject(new Error('The generation pool is closed'));
    this.start();
    const slot = this.#slots.reduce((a, b) => (b.load < a.load ? b : a));
    const id = this.#nextId++;
    const weight = taskWeight(task);
    try {
      slot.worker.postMessage({ id, task });
    } catch {
      // Data the thread cannot be sent (nested thousands deep) comes from the request.
      return Promise.resolve(err('The request holds data nested too deeply to read.'));
    }
    return new Promise<Result<string>>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject, weight });
      slot.load += weight;
    });
  }

  /** `run` for a task that always has an answer (a generation or a lexicon). */
  async answer(task: GenerationTask): Promise<string> {
    const answer = await this.run(task);
    if (!answer.ok) throw new Error(answer.error);
    return answer.value;
  }

  /** Stops every thread; tasks still running fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const slots = this.#slots;
    this.#slots = [];
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    for (const slot of slots) this.#fail(slot, new Error('The generation pool closed'));
  }

  #spawn(): Slot {
    const slot: Slot = { worker: new Worker(this.#file), pending: new Map(), load: 0 };
    slot.worker.on('message', ({ id, json, refused, error }: Reply) => {
      const pending = slot.pending.get(id);
      if (!pending) return;
      slot.pending.delete(id);
      slot.load -= pending.weight;
      if (json !== undefined) pending.resolve(ok(json));
      else if (refused !== undefined) pending.resolve(err(refused));
      else pending.reject(new Error(error ?? 'The generation failed'));
    });
    let online = false;
    slot.worker.once('online', () => (online = true));
    const lost = (error: Error) => {
      if (!this.#slots.includes(slot)) return;
      this.#slots = this.#slots.filter((s) => s !== slot);
      this.#fail(slot, error);
      // A thread that never started (a broken script) is not replaced in a loop: the next task tries again.
      if (online && !this.#closed) this.#slots.push(this.#spawn());
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`A generation thread stopped (exit code ${code})`)));
    return slot;
  }

  #fail(slot: Slot, error: Error): void {
    for (const pending of slot.pending.values()) pending.reject(error);
    slot.pending.clear();
    slot.load = 0;
  }
}
