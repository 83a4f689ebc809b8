import { type AddressInfo, type Socket, createServer } from 'node:net';

/** A message the sink took, and when (Date.now() as its final dot arrived). */
export type ReceivedMail = { from: string; to: string[]; raw: string; receivedAt: number };

/** How the sink refuses a message: temporarily, as a busy server would, or for good, as for an unknown mailbox. */
const REFUSALS = { temporary: '451 Temporary failure, try again later', permanent: '550 Mailbox unavailable: no such user here' };

/**
 * A minimal SMTP server on loopback that keeps what it receives, so tests send real mail through nodemailer.
 * `failNext(n)` makes the next n messages fail with a temporary error (451), or with `refusal` 'permanent' a permanent
 * one (550); with `containing`, only the next n messages holding that text (an address), so mails that other tests'
 * stored work sends meanwhile do not use up the failures. `port` 0 takes a free one.
 */
export async function startSmtpSink(port = 0) {
  const received: ReceivedMail[] = [];
  let failuresLeft = 0;
  let failOnlyContaining: string | undefined;
  let failWith: keyof typeof REFUSALS = 'temporary';
  const server = createServer((socket) =>
    serve(socket, (mail) => {
      if (failuresLeft > 0 && (failOnlyContaining === undefined || mail.raw.includes(failOnlyContaining))) {
        failuresLeft -= 1;
        return REFUSALS[failWith];
      }
      received.push(mail);
      return null;
    }),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failNext(count: number, containing?: string, refusal: keyof typeof REFUSALS = 'temporary') {
      failuresLeft = count;
      failOnlyContaining = containing;
      failWith = refusal;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The message with folded headers joined and a quoted-printable body decoded, for assertions on its text. */
export function readableMail(mail: ReceivedMail): string {
  const bodyStart = mail.raw.indexOf('\n\n');
  const headers = mail.raw.slice(0, bodyStart).replace(/\n[ \t]+/g, ' ');
  const body = mail.raw.slice(bodyStart);
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) return headers + body;
  return headers + body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** `refuse` answers the reply that refuses a message, or null to accept it. */
function serve(socket: Socket, refuse: (mail: ReceivedMail) => string | null) {
  let buffer = '';
  let readingData = false;
  let mail: ReceivedMail = { from: '', to: [], raw: '', receivedAt: 0 };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 smtp-sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (readingData) {
        if (line !== '.') {
          mail.raw += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        readingData = false;
        mail.receivedAt = Date.now();
        reply(refuse(mail) ?? '250 OK: queued');
        mail = { from: '', to: [], raw: '', receivedAt: 0 };
        continue;
      }
      respond(line.slice(0, 4).toUpperCase(), line);
    }
  });
  socket.on('error', () => socket.destroy());

  function respond(command: string, line: string) {
    switch (command) {
      case 'EHLO':
      case 'HELO':
        return reply('250 smtp-sink');
      case 'MAIL':
        mail.from = line.slice(10).trim();
        return reply('250 OK');
      case 'RCPT':
        mail.to.push(line.slice(8).trim());
        return reply('250 OK');
      case 'DATA':
        readingData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      case 'QUIT':
        reply('221 Bye');
        return socket.end();
      default:
        return reply('250 OK');
    }
  }
}

/**
 * The decoded text (base64 or quoted-printable) of the first MIME part whose headers contain `header`, e.g.
 * 'Content-Type: text/plain' or 'filename=viewing.ics'; null when the mail has none.
 */
export function mailPart(mail: ReceivedMail, header: string): string | null {
  const parts = mail.raw.split(/\n--[^\n]+\n/);
  const part = parts.find((candidate) =>
    candidate
      .slice(0, candidate.indexOf('\n\n'))
      .replace(/\n[ \t]+/g, ' ')
      .includes(header),
  );
  if (!part) return null;
  const split = part.indexOf('\n\n');
  const headers = part.slice(0, split);
  const body = part.slice(split + 2).replace(/\n--[^\n]*--\s*$/, '');
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
    return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return body;
}
