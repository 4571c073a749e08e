// lighthouse_*: Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G
// connection, simulated) for /login and for a share page /p/{key}/{slug} of the demo office, on the
// product `npm start` serves; goal ≥ 95 for both (docs/decisions/029-a-small-sign-in-page.md).
import lighthouse from 'lighthouse';
import { DEMO_OFFICE_NAME } from '../../apps/api/src/db/seed.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../../apps/api/src/env.ts';
import { launchChromium } from '../lib/chromium.ts';
import { overBudget } from './mode.ts';

const GOAL_SCORE = 95;
const DEBUGGING_PORT = 9333;

/** A share page of the demo office, as the admin finds its key: its first public article's share_url. */
async function sharePage(base: string): Promise<string> {
  const signIn = await fetch(`${base}/auth_user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const offices = await fetch(`${base}/v1/offices`, { headers: { authorization: `Bearer ${token}` } });
  const { objects: all } = (await offices.json()) as { objects: { name: string; public_key: string }[] };
  const demo = all.find((office) => office.name === DEMO_OFFICE_NAME);
  if (!demo) throw new Error('the demo office is missing (GACETA_DEMO)');
  const news = await fetch(`${base}/public/v1/offices/${demo.public_key}/news?per=1`);
  const { objects } = (await news.json()) as { objects: { share_url: string }[] };
  if (!objects[0]) throw new Error('the demo office has no public article');
  return objects[0].share_url;
}

export async function benchLighthouse(base: string): Promise<void> {
  const pages = { login: `${base}/login`, share_page: await sharePage(base) };
  const browser = await launchChromium([`--remote-debugging-port=${DEBUGGING_PORT}`]);
  try {
    for (const [name, url] of Object.entries(pages)) {
      const result = await lighthouse(url, {
        port: DEBUGGING_PORT,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      const score = Math.round((categories.performance?.score ?? 0) * 100);
      const ms = (audit: string) => Math.round(audits[audit]?.numericValue ?? Number.NaN);
      console.log(
        `${`lighthouse_${name}_performance`.padEnd(42)}${score} (mobile; FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, ${(ms('total-byte-weight') / 1024).toFixed(1)} KB; goal ≥ ${GOAL_SCORE}: ${score >= GOAL_SCORE ? 'met' : 'BELOW GOAL'})`,
      );
      if (score < GOAL_SCORE) overBudget();
    }
  } finally {
    await browser.close();
  }
}
