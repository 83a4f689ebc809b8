// Child processes the scripts start, stop together and report on.
import { spawn } from 'node:child_process';

const running = new Set();

/** Runs a command to completion; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} exited with ${signal ?? code}`))));
  });
}

/** Starts a long-running process; `onExit` hears about it if it stops on its own. `stdio` defaults to this terminal. */
export function startService(name, command, args, { env, onExit, stdio = 'inherit' }) {
  const child = spawn(command, args, { stdio, env });
  running.add(child);
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!child.stopping) onExit?.(name, code ?? signal);
  });
  return child;
}

/** Sends SIGTERM to every running service and waits for them to exit (they finish active work first). */
export async function stopServices() {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          child.stopping = true;
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}
