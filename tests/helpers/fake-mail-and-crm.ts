import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A mail server and a dealer's CRM endpoint on free ports, each of which a test can take down and bring
// back: what the outbox delivers to, counted by message and by lead.

export type Mail = { messageId: string; subject: string; from: string; to: string; raw: string };
export type Hook = { leadId: string; contentType: string; body: string };

export function startSmtp() {
  const state = { up: true, accepted: [] as Mail[], refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.up) return callback();
      state.refused += 1;
      callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) =>
          decodeWords(new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '');
        state.accepted.push({
          messageId: header('Message-ID'),
          subject: header('Subject'),
          from: header('From'),
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise<{ state: typeof state; url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        state,
        url: `smtp://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** A header's RFC 2047 encoded words decoded: '=?UTF-8?Q?New_enquiry=3A?=' → 'New enquiry:'. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

export function startCrm() {
  const state = { mode: 'up' as 'up' | 'down' | 'hang', delivered: [] as Hook[], refused: 0, hung: 0 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      if (state.mode === 'hang') {
        state.hung += 1; // never answered: the sender is killed while waiting
        return;
      }
      if (state.mode === 'down') {
        state.refused += 1;
        response.writeHead(503).end('Service Unavailable');
        return;
      }
      state.delivered.push({
        leadId: String(request.headers['idempotency-key']),
        contentType: String(request.headers['content-type']),
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise<{ state: typeof state; url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        state,
        url: `http://127.0.0.1:${port}/leads`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
