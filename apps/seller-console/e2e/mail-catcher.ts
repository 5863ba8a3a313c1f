/**
 * The journeys' mail server: a real SMTP server (`smtp-server`) the API server sends to (SMTP_URL), and a
 * small HTTP window on what it received (`GET /messages` → JSON) for the journeys to read. Started by
 * Playwright as a web server (`node --import tsx e2e/mail-catcher.ts`) on the ports of `mailCatcherPorts`.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailCatcherPorts } from './mail-settings.js';

interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const received: ReceivedMail[] = [];
const ports = mailCatcherPorts();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  // no reverse DNS of 127.0.0.1 on a closed network: it would only delay every greeting
  disableReverseLookup: true,
  logger: false,
  async onData(stream, session, callback) {
    try {
      const mail = await simpleParser(stream);
      received.push({
        from: mail.from?.text ?? '',
        // the envelope's recipients: what the server was asked to deliver to
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        receivedAt: new Date().toISOString(),
      });
      callback();
    } catch (error) {
      callback(error as Error);
    }
  },
});
await new Promise<void>((resolve) => smtp.listen(ports.smtp, '127.0.0.1', resolve));

const http = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(received));
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => http.listen(ports.http, '127.0.0.1', resolve));
console.log(
  `mail catcher: smtp://127.0.0.1:${ports.smtp}, messages at http://127.0.0.1:${ports.http}/messages`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
