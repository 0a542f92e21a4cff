import { Coordinator } from './coordinator.js';
import type { ConsumerView, JobOutcome, JobPlan, PartyInfo } from './messages.js';
import { ConsumerParty, SupplierParty, type SupplierPolicy } from './parties.js';
import type { JobSpec } from './spec.js';
import type { Row } from './statistics.js';

/** One message as it crossed the coordinator: what the platform could see of the job. */
export interface TranscriptEntry {
  from: string;
  to: string;
  kind: string;
  body: string;
}

export interface LocalJobInput {
  consumer: { id: string; joinValues: unknown[] };
  suppliers: { id: string; rows: Row[]; policy: SupplierPolicy }[];
}

export interface LocalRunOptions {
  /** Changes a message on its way (tests of a party that misbehaves). */
  tamper?: (entry: TranscriptEntry) => TranscriptEntry;
}

/**
 * Runs a job with every party in this process, in the order a networked run follows, passing each message through
 * JSON as the network would and recording it: the reference the node and platform implementations follow, and what
 * the protocol's tests inspect.
 */
export function runJobLocally(
  spec: JobSpec,
  input: LocalJobInput,
  options: LocalRunOptions = {},
): { outcome: JobOutcome; view: ConsumerView; transcript: TranscriptEntry[] } {
  const parties: PartyInfo[] = [
    { id: input.consumer.id, role: 'consumer' },
    ...input.suppliers.map((s) => ({ id: s.id, role: 'supplier' as const })),
  ];
  const plan: JobPlan = { spec, parties };
  const transcript: TranscriptEntry[] = [];
  const send = <T>(from: string, to: string, kind: string, message: T): T => {
    let entry: TranscriptEntry = { from, to, kind, body: JSON.stringify(message) };
    if (options.tamper) entry = options.tamper(entry);
    transcript.push(entry);
    return JSON.parse(entry.body) as T;
  };
  const coordinator = new Coordinator(plan);
  const consumer = new ConsumerParty(plan, input.consumer.id, input.consumer.joinValues);
  const suppliers = new Map(
    input.suppliers.map((s) => [s.id, new SupplierParty(plan, s.id, s.rows, s.policy)]),
  );
  const everyone = [consumer, ...suppliers.values()];

  for (const party of everyone)
    coordinator.receiveHello(send(party.id, 'coordinator', 'hello', party.hello()));
  const directory = coordinator.directory();
  for (const party of everyone) party.receiveDirectory(send('coordinator', party.id, 'directory', directory));

  let view: ConsumerView = { keys: {} };
  if (spec.joinColumn !== null) {
    for (const query of consumer.queries()) {
      const supplier = suppliers.get(query.to)!;
      const { toConsumer, toCoordinator } = supplier.answer(
        coordinator.relay(send(query.from, query.to, 'query', query)),
      );
      consumer.receiveAnswer(coordinator.relay(send(toConsumer.from, toConsumer.to, 'answer', toConsumer)));
      if (toCoordinator)
        coordinator.receiveMaskSeed(send(supplier.id, 'coordinator', 'mask-seed', toCoordinator));
    }
    const { report, view: consumerView } = consumer.report();
    coordinator.receiveReport(send(consumer.id, 'coordinator', 'report', report));
    view = consumerView;
  } else {
    for (const supplier of suppliers.values()) {
      coordinator.receiveContribution(
        send(supplier.id, 'coordinator', 'contribution', supplier.contribution()),
      );
    }
  }
  return { outcome: coordinator.outcome(), view, transcript };
}
