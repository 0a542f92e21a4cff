import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A deployed BPMN 2.0 file: one row per key and version; never changed once deployed. */
export const workflowDefinition = pgTable(
  'workflow_definition',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Process key, equal to the BPMN process id. */
    key: varchar('key', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    bpmnXml: text('bpmn_xml').notNull(),
    /** SHA-256 of the XML: a changed file deploys as a new version. */
    hash: varchar('hash', { length: 64 }).notNull(),
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  // A constraint, not just an index: instances reference (key, version).
  (t) => [unique('workflow_definition_key_version_uq').on(t.key, t.version)],
);

/** A running or finished process; the engine's serialized state lets any node resume it. */
export const workflowInstance = pgTable(
  'workflow_instance',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    definitionKey: varchar('definition_key', { length: 64 }).notNull(),
    definitionVersion: integer('definition_version').notNull(),
    /** Id of the business object (account, goods, SKU, refund...). */
    businessKey: varchar('business_key', { length: 64 }).notNull(),
    businessType: varchar('business_type', { length: 50 }).notNull().default(''),
    objectName: varchar('object_name', { length: 200 }).notNull().default(''),
    starterUserId: bigint('starter_user_id', { mode: 'number' }).notNull(),
    /** running | suspended | completed | terminated */
    state: varchar('state', { length: 20 }).notNull(),
    /** approved | rejected, once the process has ended on a decision. */
    decision: varchar('decision', { length: 10 }),
    /** bpmn-engine `getState()` JSON. */
    engineState: text('engine_state').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'workflow_instance_definition_fk',
      columns: [t.definitionKey, t.definitionVersion],
      foreignColumns: [workflowDefinition.key, workflowDefinition.version],
    }),
    check(
      'workflow_instance_state_ck',
      sql`${t.state} in ('running', 'suspended', 'completed', 'terminated')`,
    ),
    check('workflow_instance_decision_ck', sql`${t.decision} in ('approved', 'rejected')`),
    // One live process per business object and key: a double submit cannot create two reviews.
    uniqueIndex('workflow_instance_live_uq')
      .on(t.definitionKey, t.businessKey)
      .where(sql`${t.state} in ('running', 'suspended')`),
    index('workflow_instance_state_idx').on(t.state, t.startedAt),
  ],
);

/** A user task assignment; delegation closes one row and opens another for the delegate. */
export const workflowTask = pgTable(
  'workflow_task',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => workflowInstance.id, { onDelete: 'cascade' }),
    /** BPMN element id of the user task. */
    elementId: varchar('element_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    assigneeUserId: bigint('assignee_user_id', { mode: 'number' }),
    /** Role type whose users may handle the task while it has no assignee. */
    candidateRoleType: smallint('candidate_role_type'),
    /** open | completed | rejected | delegated | rolled_back | terminated */
    state: varchar('state', { length: 20 }).notNull().default('open'),
    comment: varchar('comment', { length: 500 }).notNull().default(''),
    /** Who completed, rejected or delegated it. */
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    /** Last complete/reject attempt, for the 3000 ms throttle. */
    lastDecisionAt: timestamp('last_decision_at', { withTimezone: true }),
    /** When a candidate claimed this group task (its assignee came from the claim), for unclaiming. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * The engine state the process waited in when this step opened: rolling back to the step restores it.
     * Null on tasks opened before roll back existed (they cannot be rolled back to).
     */
    openedEngineState: text('opened_engine_state'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      'workflow_task_state_ck',
      sql`${t.state} in ('open', 'completed', 'rejected', 'delegated', 'rolled_back', 'terminated')`,
    ),
    uniqueIndex('workflow_task_open_uq').on(t.instanceId, t.elementId).where(sql`${t.state} = 'open'`),
    index('workflow_task_assignee_idx').on(t.assigneeUserId).where(sql`${t.state} = 'open'`),
    index('workflow_task_candidate_idx').on(t.candidateRoleType).where(sql`${t.state} = 'open'`),
  ],
);

/** What happened in a process, step by step (spec §3 workflow history row). */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => workflowInstance.id, { onDelete: 'cascade' }),
    taskId: bigint('task_id', { mode: 'number' }),
    activityId: varchar('activity_id', { length: 64 }).notNull(),
    activityName: varchar('activity_name', { length: 100 }).notNull(),
    /** start | approve | reject | delegate | end | withdraw | rollback | terminate | claim | unclaim */
    action: varchar('action', { length: 20 }).notNull(),
    /** Who did it; names are looked up when read, so they follow renames. */
    assigneeUserId: bigint('assignee_user_id', { mode: 'number' }),
    comment: varchar('comment', { length: 500 }).notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_history_instance_idx').on(t.instanceId, t.id)],
);
