import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs a command with inherited output; resolves with its exit code. Stop signals received meanwhile
 * are passed on, so the child (a server, a test runner) shuts down cleanly before we exit.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? 1);
    });
  });
}

export async function mustRun(command: string, args: string[], options?: Parameters<typeof run>[2]) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`"${command} ${args.join(' ')}" failed with exit code ${code}`);
}
