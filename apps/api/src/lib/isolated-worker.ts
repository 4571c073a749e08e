import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Transferable, Worker } from 'node:worker_threads';
import pLimit from 'p-limit';

/**
 * Untrusted documents (a PDF, an import's CSV or spreadsheet) are parsed in a worker thread, never on the
 * server's own: a document built to be slow or huge then costs its thread, which is killed at its
 * time or memory limit, while every other request is answered (decision 025).
 */
export interface IsolationLimits {
  /** Wall time of the whole run: the parse is CPU work, so this bounds its CPU time too. */
  timeoutMs: number;
  /** V8 heap of the thread; past it the thread dies with ERR_WORKER_OUT_OF_MEMORY. */
  memoryMb: number;
}

export type IsolatedOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'timeout' | 'memory' | 'crashed'; detail: string };

// At most two documents at once on the two cores this runs on: more would only share them.
const slots = pLimit(2);

/**
 * The worker entry beside `importerUrl`: `name` with the importer's own extension, .ts when run
 * from sources and .js once compiled, so the same code finds it both ways.
 */
export function workerEntry(importerUrl: string, name: string): URL {
  return new URL(`./${name}${extname(fileURLToPath(importerUrl))}`, importerUrl);
}

/** Runs `entry` with `data` and resolves with the first message it posts, or why it gave none. */
export function runIsolated<T>(
  entry: URL,
  data: unknown,
  transferList: Transferable[],
  limits: IsolationLimits,
): Promise<IsolatedOutcome<T>> {
  return slots(
    () =>
      new Promise<IsolatedOutcome<T>>((resolve) => {
        const worker = new Worker(entry, {
          workerData: data,
          transferList,
          resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
          // Whatever a parser prints is read and dropped: it never reaches the server's log.
          stdout: true,
          stderr: true,
        });
        worker.stdout.resume();
        worker.stderr.resume();
        let settled = false;
        const settle = (outcome: IsolatedOutcome<T>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          resolve(outcome);
        };
        const timer = setTimeout(
          () => settle({ ok: false, reason: 'timeout', detail: `no answer in ${limits.timeoutMs} ms` }),
          limits.timeoutMs,
        );
        worker.once('message', (value: T) => settle({ ok: true, value }));
        worker.once('error', (error: Error & { code?: string }) =>
          settle({
            ok: false,
            reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed',
            detail: error.message,
          }),
        );
        worker.once('exit', (code) =>
          settle({ ok: false, reason: 'crashed', detail: `exited with ${code}` }),
        );
      }),
  );
}
