import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';

interface TLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface TSupervisedChild {
  /** The running child's process id, or null between a crash and its restart. */
  pid(): number | null;
  /** Asks the child to finish (SIGTERM) and waits until it has; no restart after this. */
  stop(): Promise<void>;
  /**
   * Sends the running child `question` over the IPC channel and resolves with its answer (a message carrying the same
   * `askId`), or null when no child runs, the send fails or no answer came within `timeoutMs` (a stopped child).
   */
  ask(question: Record<string, unknown>, timeoutMs: number): Promise<unknown>;
}

/** The answer a child sends to `ask`: `{ askId, answer }`. */
export interface TChildAnswer {
  askId: number;
  answer: unknown;
}

/** Waits after a crash before starting again: doubles from 1 s up to 30 s, back to 1 s after a minute's run. */
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;
const STEADY_RUN_MS = 60_000;

/**
 * Runs `script` as a child process of this one (Node's fork: the same Node flags and environment, its output
 * into ours, an IPC channel whose end tells the child that this process is gone) at `niceness` above ours, and
 * starts it again when it dies until `stop` is called.
 */
export function superviseChild(
  script: string,
  options: { name: string; niceness: number; log: TLog },
): TSupervisedChild {
  const { name, niceness, log } = options;
  let child: ChildProcess | null = null;
  let stopping = false;
  let restartMs = FIRST_RESTART_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let lastAskId = 0;

  const start = () => {
    const startedAt = Date.now();
    const current = fork(script, [], { execArgv: process.execArgv, env: process.env, stdio: 'inherit' });
    child = current;
    if (current.pid !== undefined) {
      try {
        os.setPriority(current.pid, Math.min(19, os.getPriority() + niceness));
      } catch (error) {
        log.warn({ err: error }, `${name}: could not lower its priority`);
      }
    }
    current.once('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      if (Date.now() - startedAt > STEADY_RUN_MS) restartMs = FIRST_RESTART_MS;
      log.warn({ code, signal, restartInMs: restartMs }, `${name} exited; starting it again`);
      restartTimer = setTimeout(start, restartMs);
      restartTimer.unref();
      restartMs = Math.min(LONGEST_RESTART_MS, restartMs * 2);
    });
  };
  start();

  return {
    pid: () => child?.pid ?? null,
    ask: (question, timeoutMs) => {
      const running = child;
      if (!running?.connected) return Promise.resolve(null);
      lastAskId += 1;
      const askId = lastAskId;
      return new Promise((resolve) => {
        const done = (answer: unknown) => {
          clearTimeout(timer);
          running.off('message', onMessage);
          running.off('exit', onExit);
          resolve(answer);
        };
        const onMessage = (message: unknown) => {
          if ((message as TChildAnswer | null)?.askId === askId) done((message as TChildAnswer).answer);
        };
        const onExit = () => done(null);
        const timer = setTimeout(() => done(null), timeoutMs);
        running.on('message', onMessage);
        running.once('exit', onExit);
        running.send({ ...question, askId }, (error) => {
          if (error) done(null);
        });
      });
    },
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
