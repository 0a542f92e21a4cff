import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import path from 'node:path';
import type { messaging } from '@datamall/contract';
import { checkHost, normalizeHost } from '@datamall/net-guard';
import nodemailer from 'nodemailer';
import { fileSmsProvider, logOnlySmsProvider, type SmsProvider } from '../identity/sms.service.js';

/** An SMTP server and the sender the platform's mails come from, the password in clear. */
export interface SmtpSettings {
  host: string;
  port: number;
  security: messaging.MailSecurity;
  username: string;
  password: string;
  fromAddress: string;
  fromName: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\r?\n/g, '<br>');

/** A host the platform's policy refuses (loopback, private, link-local…), or a name that does not resolve. */
export class HostRefused extends Error {
  constructor(
    readonly host: string,
    readonly reason: 'policy' | 'unresolved',
  ) {
    super(
      reason === 'policy'
        ? `the host ${host} is refused by platform policy`
        : `the host name ${host} cannot be resolved`,
    );
  }
}

/**
 * Resolves a mail server's or SMS provider's host and checks every address against the host policy
 * (CONNECTOR_ALLOW_PRIVATE lifts it); answers the address to connect to, never the name again.
 */
export async function approvedAddress(host: string, allowPrivate: boolean) {
  const decision = await checkHost(host, allowPrivate);
  if (!decision.ok) throw new HostRefused(normalizeHost(host), decision.reason);
  return decision;
}

/**
 * Sends one mail to the approved address of the server (TLS still verifies the name); answers the server's
 * reply, or throws its refusal.
 */
export async function sendMail(
  settings: SmtpSettings,
  message: MailMessage,
  allowPrivate: boolean,
): Promise<string> {
  const name = normalizeHost(settings.host);
  const { address } = await approvedAddress(name, allowPrivate);
  const transport = nodemailer.createTransport({
    host: address,
    ...(net.isIP(name) ? {} : { tls: { servername: name } }),
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    const info = await transport.sendMail({
      from: { name: settings.fromName, address: settings.fromAddress },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: `<div>${escapeHtml(message.text)}</div>`,
    });
    return String(info.response ?? '');
  } finally {
    transport.close();
  }
}

/** An SMS to deliver: the rendered text, and the template and parameters it came from. */
export type SmsMessage = messaging.HttpSmsRequest;

/** Delivers an SMS; answers what the provider said, or throws its refusal. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<string>;
}

export interface HttpSmsSettings {
  url: string;
  secret: string;
  signatureHeader: string;
}

/** The signature of an HTTP SMS request: hex HMAC-SHA256 of `timestamp.body` under the shared secret. */
export function smsSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** How much of a provider's answer is read (to tell a JSON refusal); none of it is ever reported. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * The HTTP provider: POSTs the message as JSON, signed (smsSignature) in the configured header with the time in
 * `X-Timestamp`, to the address the host policy approved; redirects are not followed. A non-2xx answer, or a
 * JSON answer saying `success: false` or a non-zero `code`, is a refusal. Only the HTTP status is reported,
 * never the answer's text.
 */
export function httpSmsSender(
  settings: HttpSmsSettings,
  allowPrivate: boolean,
  timeoutMs = 10_000,
): SmsSender {
  return {
    name: 'http',
    send: async (message) => {
      const url = new URL(settings.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('the URL is not http(s)');
      const target = await approvedAddress(url.hostname, allowPrivate);
      const body = JSON.stringify(message);
      const timestamp = String(Date.now());
      const headers = {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        [settings.signatureHeader]: smsSignature(settings.secret, timestamp, body),
      };
      const answer = await postJson(url, target, headers, body, timeoutMs);
      if (answer.status < 200 || answer.status > 299) throw new Error(`HTTP ${answer.status}`);
      if (refused(answer.text)) throw new Error(`refused by the provider (HTTP ${answer.status})`);
      return `HTTP ${answer.status}`;
    },
  };
}

/** One POST to a pinned address (the socket never resolves the name again), with a whole-call deadline. */
function postJson(
  url: URL,
  target: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size >= MAX_ANSWER_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`no answer within ${timeoutMs / 1000} s`) : error),
    );
    request.end(body);
  });
}

/** Whether a provider's JSON answer says it refused (`success: false` or a non-zero `code`). */
function refused(text: string): boolean {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return false;
  }
  if (!answer || typeof answer !== 'object') return false;
  const { success, code } = answer as Record<string, unknown>;
  return success === false || (code !== undefined && code !== 0 && code !== '0' && code !== 'OK');
}

/** The server's own providers (log, file) as senders. */
export function providerSender(provider: SmsProvider): SmsSender {
  return {
    name: provider.name,
    send: async (message) => {
      await provider.send(message.mobile, message.content);
      return provider.name === 'file' ? 'written to the SMS outbox file' : 'logged only';
    },
  };
}

/** The log or file provider an operator chose (the file under the data folder, as the server's own). */
export function builtinSender(kind: 'log' | 'file', dataDir: string): SmsSender {
  return providerSender(
    kind === 'file' ? fileSmsProvider(path.join(dataDir, 'sms-outbox.jsonl')) : logOnlySmsProvider,
  );
}
