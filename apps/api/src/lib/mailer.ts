import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.js';

/** One message to send. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | undefined;
  headers?: Record<string, string> | undefined;
}

/**
 * Sends mail. Any failure throws (a refused connection, a rejected recipient, a timeout): the caller records
 * it and tries again later, so temporary and permanent SMTP failures need no telling apart here.
 */
export interface Mailer {
  send(message: OutgoingMessage): Promise<{ messageId: string }>;
  /** Closes the transport's connections. */
  close(): void;
}

export interface MailerOptions {
  /** `smtp://` / `smtps://` URL; undefined writes each message as an `.eml` file to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}

/**
 * The mail transport of the configuration: nodemailer over SMTP when `smtpUrl` is set, else the file outbox
 * (the embedded default) — nodemailer builds the same MIME message and each is written to
 * `{outboxDir}/{time}-{random}.eml`, its path logged so a developer can open it.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      // a server that does not answer must not hold the event dispatcher's round (its delivery timeout)
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info({ file, to: message.to, subject: message.subject }, `mail written to ${file}`);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
