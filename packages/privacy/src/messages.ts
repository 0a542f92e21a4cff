import type { JobSpec } from './spec.js';
import type { StatisticsResult } from './statistics.js';

/**
 * What travels in a privacy job. The coordinator (the platform) relays `Sealed` messages between parties without
 * being able to read them and reads the rest, which carry only blinded points, masked figures or sizes.
 */
export type PartyRole = 'consumer' | 'supplier';

export interface PartyInfo {
  id: string;
  role: PartyRole;
}

/** A job as the coordinator hands it to every party: one consumer and at least one supplier. */
export interface JobPlan {
  spec: JobSpec;
  parties: PartyInfo[];
}

/** A party's channel key for the job (X25519, base64). */
export interface Hello {
  party: string;
  channelKey: string;
}

/** Every party's channel key, by party id. */
export type Directory = Record<string, string>;

/** A message from one party to another, sealed for the recipient (AES-256-GCM). */
export interface Sealed {
  from: string;
  to: string;
  sealed: string;
}

/** Consumer → supplier (sealed): its distinct join keys hashed to the curve and blinded by its scalar. */
export interface BlindedQuery {
  points: string;
}

/**
 * Supplier → consumer (sealed): the consumer's points blinded again (in the consumer's order when the supplier
 * reveals intersecting keys, shuffled when it reveals only the size), its own distinct keys blinded once (shuffled)
 * and, for statistics over the intersection, each key's figures minus a mask only the coordinator can rebuild.
 */
export interface BlindedAnswer {
  reblinded: string;
  ordered: boolean;
  table: string;
  masked: string | null;
}

/** Supplier → coordinator, statistics over the intersection: the seed of its per-key masks. */
export interface MaskSeed {
  party: string;
  seed: string;
  entries: number;
}

/**
 * Consumer → coordinator: the intersection's size with each supplier; for statistics, which of each supplier's
 * shuffled entries matched and the sum of their masked figures.
 */
export interface IntersectionReport {
  sizes: Record<string, number>;
  matches: Record<string, number[]> | null;
  maskedTotal: string | null;
}

/** Supplier → coordinator, statistics over whole tables: its figures plus pairwise masks that cancel in the sum. */
export interface Contribution {
  party: string;
  masked: string;
  counted: number;
}

/** What the coordinator releases to the consumer. */
export interface JobOutcome {
  intersections: { party: string; size: number }[];
  statistics: StatisticsResult | null;
}

/** What only the consumer's node learns: the intersecting keys of suppliers that reveal them. */
export interface ConsumerView {
  keys: Record<string, string[]>;
}
