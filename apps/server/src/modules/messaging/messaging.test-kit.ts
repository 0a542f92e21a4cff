import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the local SMTP server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | null;
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 for the tests: plain (no TLS), optional login checked against `password`,
 * and `refuse` makes it answer every recipient with a permanent refusal.
 */
export async function startSmtp(options: { username?: string; password?: string } = {}) {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !options.username,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.username && auth.password === options.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (state.refuse) {
        const error = new Error(`Mailbox ${address.address} unavailable`) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: (session.user as string | undefined) ?? null,
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    refuse(on: boolean) {
      state.refuse = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A request the local SMS provider received. */
export interface ReceivedSms {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An HTTP server standing in for an SMS provider: answers `answer(request)` (status and JSON body). */
export async function startSmsProvider(answer: (req: ReceivedSms) => { status: number; body: unknown }) {
  const received: ReceivedSms[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/sms/send`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` answers something truthy (polling), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T> | T, ms = 15_000): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
