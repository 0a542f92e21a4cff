import { AsyncLocalStorage } from 'node:async_hooks';
import type { LiveEvent } from '@datamall/contract';
import type { Db, DbOrTx } from './db.js';

type Publish = (event: LiveEvent) => void;

/** The events announced inside the transaction being run, published once it has committed. */
const inTransaction = new AsyncLocalStorage<LiveEvent[]>();
const publishersOf = new WeakMap<object, Set<Publish>>();
const WRAPPED = Symbol('live-events');

/**
 * Makes `announce` on `db` reach `publish`: outside a transaction at once, inside one after it commits (a rolled
 * back change announces nothing). Wraps `db.transaction` once; answers the detach function.
 */
export function publishLiveEvents(db: Db, publish: Publish): () => void {
  let publishers = publishersOf.get(db);
  if (!publishers) {
    publishers = new Set();
    publishersOf.set(db, publishers);
  }
  publishers.add(publish);
  const target = db as Db & { [WRAPPED]?: true };
  if (!target[WRAPPED]) {
    target[WRAPPED] = true;
    const original = db.transaction.bind(db);
    const all = publishers;
    db.transaction = (async (
      run: Parameters<Db['transaction']>[0],
      config?: Parameters<Db['transaction']>[1],
    ) => {
      const events: LiveEvent[] = [];
      const result = await inTransaction.run(events, () => original(run, config));
      for (const event of events) for (const send of all) send(event);
      return result;
    }) as Db['transaction'];
  }
  return () => publishers.delete(publish);
}

/**
 * Tells the live channel that something changed (repositories call it with the handle they wrote through). In a
 * transaction of a database with live events, it is published after the commit; nowhere, when none is attached.
 */
export function announce(db: DbOrTx, event: LiveEvent) {
  const events = inTransaction.getStore();
  if (events) {
    events.push(event);
    return;
  }
  const publishers = publishersOf.get(db);
  if (publishers) for (const send of publishers) send(event);
}
