import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { messaging } from '@datamall/contract';
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

/** Sends one mail; answers the server's reply, or throws its refusal. */
export async function sendMail(settings: SmtpSettings, message: MailMessage): Promise<string> {
  const transport = nodemailer.createTransport({
    host: settings.host,
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

/**
 * The HTTP provider: POSTs the message as JSON, signed (smsSignature) in the configured header with the time in
 * `X-Timestamp`. A non-2xx answer, or a JSON answer saying `success: false` or a non-zero `code`, is a refusal.
 */
export function httpSmsSender(settings: HttpSmsSettings, timeoutMs = 10_000): SmsSender {
  return {
    name: 'http',
    send: async (message) => {
      const body = JSON.stringify(message);
      const timestamp = String(Date.now());
      const res = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          [settings.signatureHeader]: smsSignature(settings.secret, timestamp, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = (await res.text()).slice(0, 500);
      if (!res.ok) throw new Error(`HTTP ${res.status}${text ? `: ${text}` : ''}`);
      const refusal = refusalOf(text);
      if (refusal) throw new Error(`refused by the provider: ${refusal}`);
      return `HTTP ${res.status}${text ? ` ${text}` : ''}`;
    },
  };
}

/** The reason a provider's JSON answer gives for refusing, or null when it accepted (or is not JSON). */
function refusalOf(text: string): string | null {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  if (!answer || typeof answer !== 'object') return null;
  const { success, code, msg, message } = answer as Record<string, unknown>;
  const failed = success === false || (code !== undefined && code !== 0 && code !== '0' && code !== 'OK');
  return failed ? String(msg ?? message ?? `code ${String(code)}`) : null;
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
