interface TLog {
  info(object: object, message: string): void;
  error(message: string): void;
}

export interface TGracefulExit {
  /** Starts closing (once); later calls do nothing. */
  begin(reason: string): void;
  /** Whether closing has begun. */
  isClosing(): boolean;
}

/**
 * How a process of ours ends (the server, the messages worker): on SIGTERM or SIGINT, or when `begin` is called, it
 * runs `close` once and exits 0; if closing takes longer than `graceMs`, it exits 1 anyway.
 */
export function exitGracefully(options: { log: TLog; graceMs: number; close: () => Promise<void> }): TGracefulExit {
  let closing = false;
  const begin = (reason: string) => {
    if (closing) return;
    closing = true;
    options.log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      options.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, options.graceMs);
    timer.unref();
    options.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => begin('SIGTERM'));
  process.on('SIGINT', () => begin('SIGINT'));
  return { begin, isClosing: () => closing };
}
