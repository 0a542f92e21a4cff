import type { Localized } from '../locales.js';

/** The error codes of one domain by name, and the message of each code in every interface language. */
export interface ErrorDomain<
  Codes extends Readonly<Record<string, number>> = Readonly<Record<string, number>>,
> {
  readonly codes: Codes;
  readonly messages: Readonly<Record<Codes[keyof Codes], Localized>>;
}

/**
 * Declares a domain's codes (their literal numbers are kept in the types) and their messages, keyed by number:
 * the compiler refuses a code without a message and a message without a code.
 */
export function defineErrorDomain<const Codes extends Readonly<Record<string, number>>>(
  codes: Codes,
  messages: Record<Codes[keyof Codes], Localized>,
): ErrorDomain<Codes> {
  return { codes, messages };
}

type UnionToIntersection<Union> = (Union extends unknown ? (arg: Union) => void : never) extends (
  arg: infer Intersection,
) => void
  ? Intersection
  : never;

/** The codes of every domain as one object type, each name keeping its literal number. */
export type MergedCodes<Domains extends readonly ErrorDomain[]> =
  UnionToIntersection<Domains[number]['codes']> extends infer Codes
    ? { readonly [Name in keyof Codes]: Codes[Name] }
    : never;

/** Every number of the domains, as a union of literals. */
export type MergedNumber<Domains extends readonly ErrorDomain[]> =
  Domains[number]['codes'] extends infer Codes extends Readonly<Record<string, number>>
    ? Codes extends unknown
      ? Codes[keyof Codes]
      : never
    : never;

/**
 * Merges the domains into one catalogue: every code by name, and every message by number. Throws when two
 * domains declare the same name or the same number, so a clash fails at load time, not in a reply.
 */
export function mergeErrorDomains<const Domains extends readonly ErrorDomain[]>(
  domains: Domains,
): {
  codes: MergedCodes<Domains>;
  messages: Record<MergedNumber<Domains>, Localized>;
} {
  const codes: Record<string, number> = {};
  const messages: Record<number, Localized> = {};
  for (const domain of domains) {
    for (const [name, code] of Object.entries(domain.codes)) {
      if (Object.hasOwn(codes, name)) throw new Error(`The error code name ${name} is declared twice`);
      if (Object.hasOwn(messages, code)) throw new Error(`The error code ${code} is declared twice`);
      const texts = domain.messages[code];
      if (!texts) throw new Error(`The error code ${name} (${code}) has no messages`);
      codes[name] = code;
      messages[code] = texts;
    }
  }
  return {
    codes: codes as MergedCodes<Domains>,
    messages: messages as Record<MergedNumber<Domains>, Localized>,
  };
}
