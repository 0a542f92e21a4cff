import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { privacyJob, privacyJobMessage, privacyJobParty } from './privacy-jobs.table.js';

export type JobRow = typeof privacyJob.$inferSelect;
export type NewJob = typeof privacyJob.$inferInsert;
export type PartyRow = typeof privacyJobParty.$inferSelect;
export type NewParty = typeof privacyJobParty.$inferInsert;
export type MessageRow = typeof privacyJobMessage.$inferSelect;
export type NewMessage = Omit<typeof privacyJobMessage.$inferInsert, 'bytes'>;

const OPEN = ['waiting', 'running'];

export async function insertJob(
  db: DbOrTx,
  job: NewJob,
  parties: Omit<NewParty, 'jobId'>[],
): Promise<JobRow> {
  const [row] = await db.insert(privacyJob).values(job).returning();
  await db.insert(privacyJobParty).values(parties.map((p) => ({ ...p, jobId: row!.id })));
  return row!;
}

export async function findJobByUid(db: DbOrTx, uid: string): Promise<JobRow | null> {
  const [row] = await db.select().from(privacyJob).where(eq(privacyJob.uid, uid));
  return row ?? null;
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(privacyJob).where(eq(privacyJob.id, id));
  return row ?? null;
}

/** The job's row, locked until the transaction ends: one coordinator step at a time per job. */
export async function lockJob(db: DbOrTx, id: number): Promise<JobRow> {
  const [row] = await db.select().from(privacyJob).where(eq(privacyJob.id, id)).for('update');
  return row!;
}

export async function updateJob(db: DbOrTx, id: number, set: Partial<NewJob>): Promise<void> {
  await db.update(privacyJob).set(set).where(eq(privacyJob.id, id));
}

export function partiesOf(db: DbOrTx, jobId: number): Promise<PartyRow[]> {
  return db
    .select()
    .from(privacyJobParty)
    .where(eq(privacyJobParty.jobId, jobId))
    .orderBy(asc(privacyJobParty.party));
}

/** Open jobs with a party on the node, with those parties. */
export function openPartiesOnNode(db: DbOrTx, nodeId: number) {
  return db
    .select({ job: privacyJob, party: privacyJobParty })
    .from(privacyJobParty)
    .innerJoin(privacyJob, eq(privacyJob.id, privacyJobParty.jobId))
    .where(and(eq(privacyJobParty.nodeId, nodeId), inArray(privacyJob.status, OPEN)))
    .orderBy(asc(privacyJob.id), asc(privacyJobParty.party));
}

export async function markJoined(db: DbOrTx, jobId: number, parties: string[], at: Date): Promise<void> {
  if (parties.length === 0) return;
  await db
    .update(privacyJobParty)
    .set({ joinedAt: at })
    .where(
      and(
        eq(privacyJobParty.jobId, jobId),
        inArray(privacyJobParty.party, parties),
        isNull(privacyJobParty.joinedAt),
      ),
    );
}

export async function insertMessages(db: DbOrTx, messages: NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(privacyJobMessage)
    .values(messages.map((m) => ({ ...m, bytes: Buffer.byteLength(m.body) })));
}

export function messagesFor(db: DbOrTx, jobId: number, recipient: string, afterId: number) {
  return db
    .select({
      id: privacyJobMessage.id,
      from: privacyJobMessage.sender,
      kind: privacyJobMessage.kind,
      body: privacyJobMessage.body,
    })
    .from(privacyJobMessage)
    .where(
      and(
        eq(privacyJobMessage.jobId, jobId),
        eq(privacyJobMessage.recipient, recipient),
        gt(privacyJobMessage.id, afterId),
      ),
    )
    .orderBy(asc(privacyJobMessage.id));
}

/** Open jobs past their deadline, oldest first. */
export function overdueJobs(db: DbOrTx, now: Date, limit = 50) {
  return db
    .select({ id: privacyJob.id })
    .from(privacyJob)
    .where(and(inArray(privacyJob.status, OPEN), lt(privacyJob.deadlineAt, now)))
    .orderBy(asc(privacyJob.id))
    .limit(limit);
}

/** The body of what `sender` already sent `recipient` as `kind` in the job, or null. */
export async function sentMessage(
  db: DbOrTx,
  jobId: number,
  sender: string,
  recipient: string,
  kind: string,
): Promise<string | null> {
  const [row] = await db
    .select({ body: privacyJobMessage.body })
    .from(privacyJobMessage)
    .where(
      and(
        eq(privacyJobMessage.jobId, jobId),
        eq(privacyJobMessage.sender, sender),
        eq(privacyJobMessage.recipient, recipient),
        eq(privacyJobMessage.kind, kind),
      ),
    )
    .limit(1);
  return row?.body ?? null;
}
