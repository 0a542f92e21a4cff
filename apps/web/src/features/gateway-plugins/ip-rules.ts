import { gateway } from '@datamall/contract';

/** An entry of the IP plugin's lists, as the contract (and so the server) accepts it. */
export function isIpRule(text: string): boolean {
  return gateway.isIpRule(text.trim());
}

/** The entries of a list that are not IP rules (trimmed, each once). */
export function invalidIpRules(rules: readonly string[]): string[] {
  return [...new Set(rules.map((r) => r.trim()).filter((r) => !isIpRule(r)))];
}
