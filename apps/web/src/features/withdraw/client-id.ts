/**
 * The client's id of a money-moving request (the contract's `text`: `t-` and 1–28 of A–Z a–z 0–9 _ . -),
 * made once per attempt: the same attempt sent again (a double click, a retry after a timeout)
 * carries the same id, and the API answers the first result and moves nothing twice.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newClientId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(20));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `t-${id}`;
}

/**
 * One attempt's id, keyed by what the attempt sends: the same draft keeps its id until it
 * succeeds (`done`); a changed draft is a new attempt with a new id.
 */
export class Attempt {
  private key: string | null = null;
  private id = '';

  constructor(private readonly make: () => string = () => newClientId()) {}

  /** The id for this draft (the same as last time while the draft is the same and not done). */
  idFor(draft: Readonly<Record<string, string>>): string {
    const key = JSON.stringify(Object.entries(draft).sort(([a], [b]) => a.localeCompare(b)));
    if (key !== this.key) {
      this.key = key;
      this.id = this.make();
    }
    return this.id;
  }

  /** The attempt succeeded: the next one, even of the same draft, is a new withdrawal. */
  done(): void {
    this.key = null;
  }
}
