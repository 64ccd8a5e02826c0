// Forked children with typed IPC messages: wait for a message by type, fail fast when the child dies.
import { fork } from 'node:child_process';

/** Every child still running, so a crash of the bench can end them all. */
const live = new Set();

/**
 * @param {string} label  used in error messages
 * @param {URL} script
 * @param {string[]} [args]
 * @param {string[]} [execArgv]
 * @param {Record<string, string>} [env]  added to this process's environment (the slow disk's LD_PRELOAD)
 */
export function startChild(label, script, args = [], execArgv = [], env = {}) {
  const child = fork(script, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv,
    env: { ...process.env, ...env },
  });
  live.add(child);
  /** @type {Map<string, object[]>} messages that arrived before anyone waited for them */
  const inbox = new Map();
  /** @type {Map<string, { resolve(message: object): void, reject(error: Error): void }[]>} */
  const waiting = new Map();
  let exitError = null;

  child.on('message', (message) => {
    const waiter = waiting.get(message.type)?.shift();
    if (waiter) waiter.resolve(message);
    else inbox.set(message.type, [...(inbox.get(message.type) ?? []), message]);
  });

  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      if (code !== 0) exitError = new Error(`${label} exited with ${signal ?? `code ${code}`}`);
      for (const waiters of waiting.values())
        for (const waiter of waiters) waiter.reject(exitError ?? new Error(`${label} exited`));
      waiting.clear();
      resolve(code);
    });
  });

  return {
    label,
    /** @param {object} message */
    send(message) {
      if (child.connected) child.send(message);
    },
    /**
     * The next message of this type.
     * @param {string} type
     * @param {number} timeoutMs
     */
    next(type, timeoutMs) {
      const queued = inbox.get(type)?.shift();
      if (queued) return Promise.resolve(queued);
      if (child.exitCode !== null || child.signalCode !== null)
        return Promise.reject(exitError ?? new Error(`${label} exited`));
      return new Promise((resolve, reject) => {
        const queue = waiting.get(type) ?? [];
        waiting.set(type, queue);
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(new Error(`${label}: no "${type}" within ${timeoutMs} ms`));
        }, timeoutMs);
        const entry = {
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        queue.push(entry);
      });
    },
    /** Resolves with the exit code; rejects after timeoutMs (the child is then killed). */
    async exit(timeoutMs) {
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`${label} did not exit within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        const code = await Promise.race([exited, late]);
        if (code !== 0) throw exitError;
        return code;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Kills every child this process started and that is still running. */
export function killChildren() {
  for (const child of live) child.kill('SIGKILL');
}
