import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A privacy-computing job of a consumer. `uid` names the job to the nodes and separates its cryptography from every
 * other job's; `spec` is the protocol's JobSpec (with `jobId` = uid). `outcome` is what the coordinator released
 * (sizes, statistics), `resultHash` its SHA-256 over canonical JSON.
 */
export const privacyJob = pgTable(
  'privacy_job',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: varchar('uid', { length: 64 }).notNull().unique(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    spec: jsonb('spec').notNull(),
    /** waiting | running | succeeded | failed */
    status: varchar('status', { length: 12 }).notNull(),
    failure: varchar('failure', { length: 30 }),
    failureDetail: varchar('failure_detail', { length: 500 }).notNull().default(''),
    outcome: jsonb('outcome'),
    resultHash: varchar('result_hash', { length: 64 }),
    /** Whether the coordinator has sent every party the directory of channel keys. */
    directorySent: boolean('directory_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Not finished by then: failed (node-offline when a party never showed up, else timeout). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('privacy_job_consumer_idx').on(t.consumerId, t.id),
    index('privacy_job_status_idx').on(t.status),
  ],
);

/** One party of a job and the node it computes on. */
export const privacyJobParty = pgTable(
  'privacy_job_party',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => privacyJob.id, { onDelete: 'cascade' }),
    /** `consumer` or `supplier-<n>`: the id the protocol's messages use. */
    party: varchar('party', { length: 40 }).notNull(),
    role: varchar('role', { length: 10 }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    dataset: varchar('dataset', { length: 200 }).notNull(),
    revealKeys: boolean('reveal_keys').notNull().default(false),
    /** When the party's node first took the job. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.party] }), index('privacy_job_party_node_idx').on(t.nodeId)],
);

/**
 * Every message of a job, in order: to a party (relayed, sealed between parties) or to the coordinator. The
 * coordinator's state is rebuilt from its messages, so no state lives only in a process's memory.
 */
export const privacyJobMessage = pgTable(
  'privacy_job_message',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => privacyJob.id, { onDelete: 'cascade' }),
    sender: varchar('sender', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    body: text('body').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('privacy_job_message_recipient_idx').on(t.jobId, t.recipient, t.id)],
);
