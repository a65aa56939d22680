// Answers worked out before, by their question, up to a number of them: for work asked again and
// again (a path's screen, a link's path, a user agent's verdict) whose questions come from
// visitors or have no end. When full it is emptied and starts again: the answers are cheap to
// work out once more, and an eviction order would cost more than it saves. Client-safe.
export class Remembered<Key, Answer> {
  readonly #answers = new Map<Key, Answer>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** The answer to `key`, worked out by `workOut` the first time it is asked. */
  answer(key: Key, workOut: (key: Key) => Answer): Answer {
    if (this.#answers.has(key)) return this.#answers.get(key) as Answer;
    const answer = workOut(key);
    if (this.#answers.size >= this.#limit) this.#answers.clear();
    this.#answers.set(key, answer);
    return answer;
  }
}
