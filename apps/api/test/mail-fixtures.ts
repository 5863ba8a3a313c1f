import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createDispatcher } from '../src/events/dispatcher.js';
import type { Logger } from '../src/lib/logger.js';
import { createMailer, type Mailer } from '../src/lib/mailer.js';
import { type SubscriberDeps, subscribers } from '../src/subscribers/index.js';
import type { TestContext } from './harness.js';

/** A message as the SMTP server received it: the envelope, and the parsed message. */
export interface ReceivedMail {
  /** RCPT TO of the SMTP session. */
  envelopeTo: string[];
  mailFrom: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The `X-Souk-Mail` header: which template it is. */
  template: string;
  /** Every header as received (lower-case names, unfolded values), e.g. `list-unsubscribe`. */
  headers: Record<string, string>;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A port nothing listens on now (for a server that is down, to be started there later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A real SMTP server in this process (no TLS, any or no login), on `port` or a random one. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = (value: { text: string } | { text: string }[] | undefined) =>
            Array.isArray(value) ? value.map((one) => one.text).join(', ') : (value?.text ?? '');
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            from: text(parsed.from),
            to: text(parsed.to),
            replyTo: text(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            template: String(parsed.headers.get('x-souk-mail') ?? ''),
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const silentLog: Logger = { info() {}, warn() {}, error() {} };

/** A file-outbox mailer into a fresh temporary folder (tests that do not look at mail). */
export function fileOutboxMailer(log: Logger = silentLog): { mailer: Mailer; outboxDir: string } {
  const outboxDir = join(mkdtempSync(join(tmpdir(), 'souk-outbox-')), 'outbox');
  return {
    mailer: createMailer({ smtpUrl: undefined, from: 'Souk <no-reply@localhost>', outboxDir, log }),
    outboxDir,
  };
}

/** What `subscribers(…)` needs, for a test context and a mailer. */
/**
 * Delivers every event due now to every subscriber (mail included), round after round until none is left
 * (at most 20): what the running server's dispatcher does over time. A failed delivery waits a minute, so
 * it is not tried again within the call.
 */
export async function drainEvents(ctx: TestContext, mailer: Mailer): Promise<void> {
  const dispatcher = createDispatcher({
    db: ctx.db,
    subscribers: subscribers(subscriberDeps(ctx, mailer)),
    log: silentLog,
    retryDelayMs: () => 60_000,
  });
  for (let round = 0; round < 20 && (await dispatcher.runOnce()) > 0; round++);
}

export function subscriberDeps(ctx: TestContext, mailer: Mailer, log: Logger = silentLog): SubscriberDeps {
  return {
    db: ctx.db,
    log,
    mailer,
    mail: { publicUrl: ctx.config.publicUrl, jwtSecret: ctx.config.jwtSecret },
  };
}
