import { DEFAULT_LOCALE } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import * as repo from './messaging.repository.js';
import type { NotificationCode } from './messaging.templates.js';

/**
 * Where the platform's notifications are written: one pending log entry per enabled channel (mail, SMS), inside
 * the business transaction and without reading anything of the receiver, so it costs the business one or two
 * inserts. Who receives it in which language is resolved when it is sent, after the commit (MessagingService).
 */
export class NotificationOutbox {
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Called after each notification is written (the sender then looks for it once the transaction commits). */
  onQueued(listener: () => void): void {
    this.listeners.push(listener);
  }

  async notify(tx: DbOrTx, userId: number, code: NotificationCode, params: Record<string, string>) {
    await this.notifyAll(tx, [{ userId, code, params }]);
  }

  /** Several notifications of one business change: the channel settings are read once for all of them. */
  async notifyAll(tx: DbOrTx, notes: readonly Notification[]) {
    const enabled = await repo.enabledChannels(tx);
    if (!enabled.mail && !enabled.sms) return;
    const createdAt = this.deps.clock.now();
    const pending = notes.map(({ userId, code, params }) => ({
      userId,
      templateCode: code,
      params,
      locale: DEFAULT_LOCALE,
      createdAt,
    }));
    if (enabled.mail) {
      await repo.insertMailLogs(
        tx,
        pending.map((p) => ({ ...p, receiver: '', subject: '', body: '' })),
      );
    }
    if (enabled.sms)
      await repo.insertSmsLogs(
        tx,
        pending.map((p) => ({ ...p, mobile: '', content: '' })),
      );
    for (const listener of this.listeners) listener();
  }
}

export interface Notification {
  userId: number;
  code: NotificationCode;
  params: Record<string, string>;
}

type Notifier = Pick<NotificationOutbox, 'notify'>;

/**
 * The outbox with one user left out (none when `userId` is undefined): whoever ended a review themselves, e.g. a
 * submitter terminating their own, is not told of it.
 */
export function sparing(outbox: Notifier, userId: number | undefined): Notifier {
  if (userId === undefined) return outbox;
  return {
    notify: async (tx, receiver, code, params) => {
      if (receiver !== userId) await outbox.notify(tx, receiver, code, params);
    },
  };
}
