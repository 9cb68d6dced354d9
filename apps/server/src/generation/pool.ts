import { Worker } from 'node:worker_threads';
import type { GenerationTask } from './answer';

type Pending = { resolve: (json: string) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; pending: Map<number, Pending> };
type Reply = { id: number; json?: string; error?: string };

/**
 * Worker threads that run long generations (a metropolis takes tens of milliseconds), so the
 * request thread keeps answering everyone else meanwhile. A task goes to the least busy thread; a
 * thread that dies fails only its own tasks and is replaced.
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

  /** The API's JSON answer for a task, generated on a worker thread. */
  run(task: GenerationTask): Promise<string> {
    if (this.#closed) return Promise.reject(new Error('The generation pool is closed'));
    this.start();
    const slot = this.#slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const id = this.#nextId++;
    return new Promise<string>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, task });
    });
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
    const slot: Slot = { worker: new Worker(this.#file), pending: new Map() };
    slot.worker.on('message', ({ id, json, error }: Reply) => {
      const pending = slot.pending.get(id);
      if (!pending) return;
      slot.pending.delete(id);
      if (json !== undefined) pending.resolve(json);
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
  }
}
