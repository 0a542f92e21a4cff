/** A signed yuan amount typed by a person: up to 4 decimals (1/10000 yuan), no exponent, no separators. */
export const YUAN_INPUT_PATTERN = /^-?\d{1,11}(\.\d{1,4})?$/;

/** "-12.5" -> "-125000" (1/10000 yuan as stored), exactly, without floating point. */
export function yuanToUnits(input: string): string | undefined {
  const text = input.trim();
  if (!YUAN_INPUT_PATTERN.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const units = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0') || '0');
  return (negative && units !== 0n ? -units : units).toString();
}

/** Commission of a seller line: what the consumer paid for it minus what the seller keeps. */
export function commissionOf(line: { grossAmount: string; amount: string }): string {
  return (BigInt(line.grossAmount) - BigInt(line.amount)).toString();
}
