// The product as the README starts it: `npm start` on a new data folder, then the system emails a
// person meets first (password recovery, a signup and its answer, an information request), read
// from the outbox with a real mail parser. The browser tests and the bench start it the same way.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from './lib/product.ts';

const ADMIN = { email: 'admin@gaceta.local', password: 'Gaceta2026!' };
const WRITER = 'redaccion@despacho-demo.es';
const APPLICANT = 'lucia.mendez@example.test';

let product: RunningProduct;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'gaceta-start-'));
  // Unset: no relay (emails go to the outbox) and no server database (the embedded one).
  product = await startProduct({ DATA_DIR: dataDir, SMTP_URL: undefined, DATABASE_URL: undefined });
});
afterAll(async () => {
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${product.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Every message in the outbox, parsed, once `count` have arrived (the job worker sends them). */
async function outbox(count: number): Promise<ParsedMail[]> {
  const folder = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 600; attempt++) {
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    if (files.length >= count) {
      return Promise.all(files.map((file) => simpleParser(readFileSync(join(folder, file)))));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `fewer than ${count} emails reached the outbox in 60 s; the log ends:\n${product.output().slice(-4000)}`,
  );
}

const to = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address));

describe('npm start', () => {
  it('sends the first emails a person meets, each readable and in its recipient’s language', async () => {
    await call('POST', '/v1/passwords/forgot', { email: WRITER }, { 'accept-language': 'pt-PT' });
    await call('POST', '/v1/passwords/forgot', { email: 'nobody@example.test' });
    const subjects = (await call('GET', '/v1/subjects')).objects as { id: string }[];
    await call(
      'POST',
      '/v1/signup_requests',
      {
        first_name: 'Lucía',
        last_name: 'Méndez',
        id_number: '12345678Z',
        country: 'España',
        phone: '+34 611 111 111',
        city: 'Valencia',
        zip_code: '46001',
        email: APPLICANT,
        password: 'Elegida2026!',
        accept_terms: true,
        subject_ids: subjects.slice(0, 2).map((subject) => subject.id),
        office_name: 'Méndez Abogados',
        website: '',
      },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    await call('POST', '/v1/information_requests', {
      name: 'Pedro Ruiz',
      email: 'pedro@example.test',
      phone: '+34 622 222 222',
      office: 'Ruiz & Asociados',
      message: 'Quisiera una demostración.',
      website: '',
    });
    const { token } = (await call('POST', '/auth_user', ADMIN)) as { token: string };
    const admin = { authorization: `Bearer ${token}` };
    const pending = (await call('GET', '/v1/signup_requests', undefined, admin)).objects as {
      id: string;
      email: string;
    }[];
    const request = pending.find((row) => row.email === APPLICANT);
    await call('POST', `/v1/signup_requests/${request?.id}/approve`, undefined, admin);

    const mails = await outbox(3);
    const byRecipient = new Map(mails.map((mail) => [to(mail).join(), mail]));
    expect([...byRecipient.keys()].sort()).toEqual([ADMIN.email, APPLICANT, WRITER].sort());
    expect(byRecipient.get(WRITER)?.subject).toBe('Redefina a sua palavra-passe do Gaceta');
    expect(byRecipient.get(APPLICANT)?.subject).toBe('Welcome to Gaceta');
    expect(byRecipient.get(ADMIN.email)?.subject).toBe('Solicitud de información de Pedro Ruiz');

    for (const mail of mails) {
      expect(mail.html, mail.subject).toMatch(/<html/i);
      expect(mail.text?.trim(), mail.subject).not.toBe('');
      const links = [...new Set(mail.text?.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])];
      for (const link of links) {
        expect(link.startsWith(`${product.url}/`), link).toBe(true);
        expect((await fetch(link)).status, link).toBe(200);
      }
    }
    const reset = byRecipient.get(WRITER)?.text ?? '';
    expect(reset).toMatch(new RegExp(`${product.url}/reset-password/[\\w-]+`));
    expect(byRecipient.get(APPLICANT)?.text).toContain(`${product.url}/login`);
  });
});
