// forgot_known_ms / forgot_unknown_ms: POST /v1/passwords/forgot for an address with an account and
// for one without, taken in turn against the running product (decision 023: the job, not the
// request, looks the address up and sends). Close figures mean the answer's time tells nobody who
// has an account. Each request comes from its own forwarded address (the server runs with
// TRUST_PROXY=1) and each known address is asked at most five times an hour, the form's limit.
import { DEMO_USERS } from '../../apps/api/src/db/seed.ts';
import { iterations } from './mode.ts';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function timeForgot(url: string, email: string, n: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/v1/passwords/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n % 250}` },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`forgot answered ${response.status} for ${email}`);
  return performance.now() - started;
}

export async function benchForgotTiming(url: string): Promise<void> {
  const samples = iterations(20, 4);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < samples; i++) {
    const user = DEMO_USERS[i % DEMO_USERS.length];
    if (!user) continue;
    known.push(await timeForgot(url, user.email, 2 * i));
    unknown.push(await timeForgot(url, `nobody-${i}-${Date.now()}@example.test`, 2 * i + 1));
  }
  const show = (values: number[]) =>
    `median ${percentile(values, 0.5).toFixed(1)}, p95 ${percentile(values, 0.95).toFixed(1)}`;
  console.log(`forgot_known_ms                           ${show(known)} (${known.length} requests)`);
  console.log(`forgot_unknown_ms                         ${show(unknown)} (${unknown.length} requests)`);
}
