// A real SMTP server on a free local port (the `smtp-server` package) that keeps what it receives, parsed by
// `mailparser`: the tests read the emails the outbox sent, attachments included (decision 045).
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TSmtpSink {
  url: string;
  received: ParsedMail[];
  /** Refuses every message with a temporary failure until set back to false. */
  isRefusing: boolean;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<TSmtpSink> {
  const sink: TSmtpSink = { url: '', received: [], isRefusing: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (sink.isRefusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          sink.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP sink has no port');
  sink.url = `smtp://127.0.0.1:${address.port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
