import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Enough for every office's feed, theme and widget URLs a process serves at once. */
const REMEMBERED = 10_000;

/**
 * Hono's default router, with each answer remembered by method and path. The API's routes put a
 * parameter beside a fixed segment (`/v1/offices/autocomplete` and `/v1/offices/:id`, the contract's
 * paths), which Hono's RegExpRouter refuses, so its TrieRouter walks the tree for every request:
 * about 20 µs, an eighth of a revalidated feed's whole answer (docs/scaling.md). A site's readers ask
 * the same few URLs again and again; a full memory is emptied, so unique paths cannot grow it.
 */
export class RememberingRouter<T> implements Router<T> {
  name = 'RememberingRouter';
  readonly #router = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  readonly #answers = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let answer = this.#answers.get(key);
    if (!answer) {
      answer = this.#router.match(method, path);
      if (this.#answers.size >= REMEMBERED) this.#answers.clear();
      this.#answers.set(key, answer);
    }
    return answer;
  }
}
