/**
 * Whether the consumer's available credit (1/10000 yuan, as the API sends it) is short of an amount. Unknown
 * (still loading, or failed to load) is not short: the page then lets the consumer go on and the server, which
 * always checks the credit when the order is paid, has the last word.
 */
export function isCreditShort(available: string | undefined, amount: string | undefined): boolean {
  if (available === undefined || amount === undefined) return false;
  return BigInt(available) < BigInt(amount);
}
