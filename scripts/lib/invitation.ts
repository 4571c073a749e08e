import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Chooses `password` for a user an office (or the admin) added, through the invitation the running
 * product wrote to its outbox (no SMTP configured), as the invited person would; waits for the
 * email, which a job sends.
 */
export async function acceptInvitation(
  base: string,
  outboxDir: string,
  account: { email: string; password: string },
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const to = new RegExp(`^To: .*${account.email.replace(/\./g, '\\.')}`, 'm');
  for (;;) {
    // Only the finished emails: one still being written is a .part, renamed once whole.
    const mails = existsSync(outboxDir)
      ? readdirSync(outboxDir)
          .filter((file) => file.endsWith('.eml'))
          .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
      : [];
    // Quoted-printable may split the link across lines.
    const token = mails
      .filter((mail) => to.test(mail))
      .map((mail) => mail.replace(/=\r?\n/g, '').match(/\/invitation\/([\w-]+)/)?.[1])
      .find(Boolean);
    if (token) {
      const response = await fetch(`${base}/v1/passwords/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password: account.password, password_confirmation: account.password }),
      });
      if (response.status !== 200) throw new Error(`invitation refused: ${await response.text()}`);
      return;
    }
    if (performance.now() > deadline) throw new Error(`no invitation for ${account.email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
