/**
 * Keeps the short secrets users save (database passwords, storage and upstream secret keys) encrypted at rest.
 * Services store what `seal` answers and call `open` when they need the secret in clear.
 */
export interface SecretBox {
  seal(plaintext: string): Promise<string>;
  open(stored: string): Promise<string>;
  /** Many at once; null where one does not open. */
  openMany(stored: string[], purpose: string): Promise<(string | null)[]>;
  /** What to store instead of `stored` (sealed under the current key), or null when it is current already. */
  rewrap(stored: string): Promise<string | null>;
}

/** A stored secret of a row. */
export interface StoredSecret {
  id: number;
  stored: string;
}

/**
 * Seals again, under the current key, each of `rows` that `box` says needs it; `replace` swaps a row's secret only
 * while it is still `from` (a secret saved meanwhile wins). Answers how many moved.
 */
export async function rewrapSecrets(
  box: SecretBox,
  rows: StoredSecret[],
  replace: (id: number, from: string, to: string) => Promise<boolean>,
): Promise<number> {
  let moved = 0;
  for (const row of rows) {
    const next = await box.rewrap(row.stored);
    if (next && (await replace(row.id, row.stored, next))) moved += 1;
  }
  return moved;
}

/** The `like` pattern of secrets sealed before the KMS held their key. */
export const LEGACY_SECRET_PATTERN = 'v1.%';
