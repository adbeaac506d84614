import { inspect } from 'node:util';

// A credential held in memory (KSEF_TOKEN): printing, logging or serialising the holder shows a placeholder, so a
// logged config or error object never carries it. Only `reveal()` gives the text, where it is sent.
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return '[secret]';
  }

  toJSON(): string {
    return '[secret]';
  }

  [inspect.custom](): string {
    return '[secret]';
  }
}
