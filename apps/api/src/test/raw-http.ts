// A raw TCP client for tests of what a browser never does: headers sent byte by byte, bodies that stall,
// uploads streamed in chunks. It records what the server answered and when it closed the connection.
import net from 'node:net';

export interface TRawConnection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Bytes this side managed to write before the server closed the connection. */
  bytesSent(): number;
  /** Resolves when the server has closed the connection (or reset it), with the time it took from connect. */
  closed: Promise<{ afterMs: number }>;
  /** Resolves once the server has sent a complete status line. */
  statusLine(): Promise<string>;
  isClosed(): boolean;
  /** Writes and resolves once the bytes are handed to the kernel; false once the connection is gone. */
  write(bytes: string | Buffer): Promise<boolean>;
}

export function openRaw(port: number): Promise<TRawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const startedAt = Date.now();
    let data = '';
    let sent = 0;
    let isClosed = false;
    let closedAfter: (value: { afterMs: number }) => void = () => {};
    const closed = new Promise<{ afterMs: number }>((done) => {
      closedAfter = done;
    });
    const waiting: Array<() => void> = [];
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      for (const wake of waiting.splice(0)) wake();
    });
    // A reset after the server's answer is how it refuses to read the rest of a body: not a test failure.
    socket.on('error', () => {});
    socket.on('close', () => {
      isClosed = true;
      closedAfter({ afterMs: Date.now() - startedAt });
      for (const wake of waiting.splice(0)) wake();
    });
    socket.once('connect', () => {
      resolve({
        socket,
        received: () => data,
        bytesSent: () => sent,
        closed,
        isClosed: () => isClosed,
        statusLine: async () => {
          while (!data.includes('\r\n') && !isClosed) await new Promise<void>((wake) => waiting.push(wake));
          return data.split('\r\n')[0] ?? '';
        },
        write: (bytes) =>
          new Promise((done) => {
            if (isClosed || socket.destroyed) return done(false);
            socket.write(bytes, (error) => {
              if (!error) sent += Buffer.byteLength(bytes);
              done(!error);
            });
          }),
      });
    });
    socket.once('error', reject);
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
