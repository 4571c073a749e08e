import { eq } from 'drizzle-orm';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsContents,
  newsletterCampaigns,
  newsletterConfigurations,
  offices,
  officeThemes,
} from '../../../db/schema';
import { createTestApp, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { headersOf, newsletterHelpers } from '../../../test/newsletter';

// What a newsletter message says, read from the messages the test SMTP server received: who sends
// it (the firm, never the platform's operator) and one call to action per article.

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;

beforeAll(async () => {
  t = await createTestApp({
    env: { GACETA_OPERATOR_NAME: 'Plataforma Operadora SL', GACETA_OPERATOR_EMAIL: 'soporte@operador.test' },
  });
  h = newsletterHelpers(t);
});
afterAll(() => t.close());

const FIRM = {
  address: 'Calle de Serrano 41, 28001 Madrid',
  phone: '+34 910 000 111',
  email: 'contacto@bufete-ruiz.test',
  websiteUrl: 'https://www.bufete-ruiz.test/',
  newsUrl: 'https://www.bufete-ruiz.test/actualidad/',
  privacyUrl: 'https://www.bufete-ruiz.test/privacidad.html',
};
const THEME = {
  headingColor: '#7b2d26',
  fontFamily: 'Georgia, serif',
  fontWeight: 700,
  header: 'Bufete',
  footer: 'Bufete',
  backgroundColor: '#fdf8f0',
  fontColor: '#2b2b2b',
};

/** Sends one campaign of `newsIds` to the office's recipients; answers its id. */
async function send(setup: Awaited<ReturnType<typeof h.newsletterOffice>>, newsIds: string[]) {
  const created = await requestJson(
    t.app,
    'POST',
    '/v1/newsletter/campaigns',
    { news_ids: newsIds, sender_id: setup.sender.id },
    { token: setup.reviewer },
  );
  const { id } = await objectOf<{ id: string }>(created);
  const sent = await requestJson(t.app, 'POST', `/v1/newsletter/campaigns/${id}/send`, undefined, {
    token: setup.reviewer,
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  await h.runSendingJobs();
  return id;
}

/** The message to `address` as a mail client reads it: parsed from the wire, its HTML as a document. */
async function received(address: string) {
  const mail = t.mails.findLast((each) => each.to.includes(address));
  const { parsed } = await headersOf(mail as NonNullable<typeof mail>);
  const { document } = parseHTML(parsed.html || '');
  // The footer: everything after the message's last rule.
  const rules = [...document.querySelectorAll('hr')];
  const footer = [];
  for (let node = rules.at(-1)?.nextElementSibling; node; node = node.nextElementSibling) footer.push(node);
  return {
    parsed,
    document,
    footerText: footer.map((node) => node.textContent ?? '').join('\n'),
    footerLinks: footer.flatMap((node) => [...node.querySelectorAll('a')].map((a) => a.getAttribute('href'))),
  };
}

describe('the footer: the law firm sends it', () => {
  const languages = [
    { email: 'es@firma.test', language: undefined, sentWith: 'Enviado con Gaceta', phone: 'Teléfono:' },
    { email: 'en@firma.test', language: 'en' as const, sentWith: 'Sent with Gaceta', phone: 'Phone:' },
    { email: 'pt@firma.test', language: 'pt' as const, sentWith: 'Enviado com Gaceta', phone: 'Telefone:' },
  ];
  let officeName: string;

  beforeAll(async () => {
    const setup = await h.newsletterOffice();
    await t.db.update(offices).set(FIRM).where(eq(offices.id, setup.office.id));
    officeName = setup.office.name;
    const item = await h.newsItem(setup.office.id, { title: 'Pie' });
    await h.recipients(
      setup.office.id,
      languages.map(({ email, language }) => ({ email, language })),
    );
    await send(setup, [item.id]);
  });

  it.each(languages)(
    "names the firm's name, address, phone, contact address and website ($email), never the operator",
    async ({ email, sentWith, phone }) => {
      const { parsed, footerText, footerLinks } = await received(email);
      for (const part of [footerText, parsed.text ?? '']) {
        expect(part).toContain(officeName);
        expect(part).toContain(FIRM.address);
        expect(part).toContain(`${phone} ${FIRM.phone}`);
        expect(part).toContain(FIRM.email);
        expect(part).toContain('www.bufete-ruiz.test');
        expect(part).toContain(sentWith);
      }
      expect(footerLinks).toEqual(
        expect.arrayContaining(['tel:+34910000111', `mailto:${FIRM.email}`, FIRM.websiteUrl]),
      );
      // The operator's identity and contact address appear nowhere in the message.
      for (const part of [parsed.html || '', parsed.text ?? '']) {
        expect(part).not.toContain('soporte@operador.test');
        expect(part).not.toContain(t.config.operator.email);
        expect(part).not.toContain('Plataforma Operadora');
      }
    },
  );

  it('leaves out what the office did not fill in, the address included', async () => {
    const setup = await h.newsletterOffice();
    await t.db
      .update(offices)
      .set({ ...FIRM, address: null, phone: null })
      .where(eq(offices.id, setup.office.id));
    const item = await h.newsItem(setup.office.id);
    await h.recipients(setup.office.id, [{ email: 'sin-direccion@firma.test' }]);
    await send(setup, [item.id]);
    const { footerText } = await received('sin-direccion@firma.test');
    expect(footerText).toContain(setup.office.name);
    expect(footerText).toContain(FIRM.email);
    expect(footerText).not.toContain('Teléfono');
    expect(footerText).not.toContain('Serrano');
    expect(footerText).not.toContain('soporte@operador.test');
  });
});

describe('the footer: what is recorded of the reader, and the privacy policy', () => {
  const languages = [
    {
      email: 'es@privacidad.test',
      language: undefined,
      tracked:
        'registra cuándo abre este correo y en qué enlaces hace clic, para saber qué temas le interesan, y lo conserva 6 meses.',
      notTracked: 'no registra quién abre este correo ni quién hace clic en sus enlaces',
      privacy: 'Política de privacidad',
    },
    {
      email: 'en@privacidad.test',
      language: 'en' as const,
      tracked:
        'records when you open this email and which of its links you click, to learn which subjects interest you, and keeps it for 6 months.',
      notTracked: 'does not record who opens this email or clicks its links',
      privacy: 'Privacy policy',
    },
    {
      email: 'pt@privacidad.test',
      language: 'pt' as const,
      tracked:
        'regista quando abre este email e em que ligações clica, para saber que temas lhe interessam, e conserva esses dados durante 6 meses.',
      notTracked: 'não regista quem abre este email nem quem clica nas suas ligações',
      privacy: 'Política de privacidade',
    },
  ];

  /** Sends one item to a reader of each language, from an office tracking per person or not. */
  async function sendFrom(perPersonTracking: boolean, privacyUrl: string | null, tag: string) {
    const setup = await h.newsletterOffice();
    await t.db
      .update(offices)
      .set({ ...FIRM, privacyUrl })
      .where(eq(offices.id, setup.office.id));
    await t.db
      .update(newsletterConfigurations)
      .set({ perPersonTracking, perPersonRetentionMonths: 6 })
      .where(eq(newsletterConfigurations.officeId, setup.office.id));
    const item = await h.newsItem(setup.office.id);
    await h.recipients(
      setup.office.id,
      languages.map(({ email, language }) => ({ email: `${tag}.${email}`, language })),
    );
    await send(setup, [item.id]);
    return setup;
  }

  it.each(languages)(
    'says, in the message’s language, that opens and clicks are recorded and for how long, and links the privacy policy ($email)',
    async ({ email, tracked, notTracked, privacy }) => {
      await sendFrom(true, FIRM.privacyUrl, 'on');
      const { footerText, document, parsed } = await received(`on.${email}`);
      expect(footerText.replace(/\s+/g, ' ')).toContain(tracked);
      expect(footerText).not.toContain(notTracked);
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent === privacy);
      expect(link?.getAttribute('href')).toBe(FIRM.privacyUrl);
      expect(parsed.text?.replace(/\s+/g, ' ')).toContain(tracked);
    },
  );

  it.each(languages)(
    'says nobody is recorded when the office tracks nobody, and leaves the link out without a policy ($email)',
    async ({ email, tracked, notTracked, privacy }) => {
      await sendFrom(false, null, 'off');
      const { footerText, document } = await received(`off.${email}`);
      expect(footerText.replace(/\s+/g, ' ')).toContain(notTracked);
      expect(footerText).not.toContain(tracked);
      expect([...document.querySelectorAll('a')].some((a) => a.textContent === privacy)).toBe(false);
    },
  );
});

describe('one call to action per article, in the theme', () => {
  it("gives an item on the web one button in the theme's colours and an item off the web none", async () => {
    const setup = await h.newsletterOffice();
    await t.db.update(offices).set(FIRM).where(eq(offices.id, setup.office.id));
    await t.db.insert(officeThemes).values({ officeId: setup.office.id, ...THEME });
    const readMore = (slug: string) =>
      `<p><a href="${FIRM.newsUrl}${slug}">Leer el artículo completo</a></p>`;
    const onWeb = await h.newsItem(setup.office.id, { title: 'En la web' });
    const offWeb = await h.newsItem(setup.office.id, { title: 'Fuera de la web', onWeb: false });
    for (const item of [onWeb, offWeb]) {
      // As the demo's items and many authors write it: the summary, a source, and a link to the article.
      await t.db
        .update(newsContents)
        .set({
          content: `<p>Resumen de ${item.title}. <a href="https://boe.es/${item.slug}">Fuente</a>, como <a href="https://www.bufete-ruiz.test/?gaceta=${item.slug}">explicamos</a>.</p>${readMore(item.slug)}`,
        })
        .where(eq(newsContents.newsId, item.id));
    }
    await h.recipients(setup.office.id, [{ email: 'cta@firma.test' }]);
    const campaignId = await send(setup, [onWeb.id, offWeb.id]);
    const [campaign] = await t.db
      .select({ links: newsletterCampaigns.links })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaignId));
    const links = campaign?.links ?? [];
    // The click redirects lead to the item's share page and the sources, never to the items' own
    // pages as the authors linked them.
    expect(links.filter((link) => link.includes(onWeb.slug) && !link.includes('boe.es'))).toEqual([
      expect.stringMatching(new RegExp(`/p/[\\w]+/${onWeb.slug}$`)),
    ]);
    expect(links.some((link) => link.includes(offWeb.slug) && !link.includes('boe.es'))).toBe(false);

    const { document } = await received('cta@firma.test');
    const sections = [...document.querySelectorAll('h2')].map((heading) => heading.closest('table, section'));
    expect(sections).toHaveLength(2);
    const [first, second] = sections.map((section) => [...(section?.querySelectorAll('a') ?? [])]);
    const calls = (anchors: HTMLAnchorElement[] = []) =>
      anchors.filter((a) => /artículo completo|leer/i.test(a.textContent ?? ''));
    // The item on the web: one call to action, the button, to its share page's click redirect.
    const [button, ...others] = calls(first);
    expect(others).toEqual([]);
    const index = Number(
      button?.getAttribute('href')?.match(/\/public\/v1\/newsletter\/c\/[\w.-]+\/(\d+)$/)?.[1],
    );
    expect(links[index]).toMatch(new RegExp(`/p/[\\w]+/${onWeb.slug}$`));
    const style = (button?.getAttribute('style') ?? '').replaceAll(' ', '');
    expect(style).toContain(`background-color:${THEME.headingColor}`);
    expect(style).toContain(`color:${THEME.backgroundColor}`);
    // The source stays, in the theme's colour; the link inside the sentence keeps its words only.
    const source = first?.find((a) => a.textContent === 'Fuente');
    expect(source?.getAttribute('style')).toBe(`color:${THEME.headingColor}`);
    expect(first?.some((a) => a.textContent === 'explicamos')).toBe(false);
    expect(first?.[0]?.closest('p')?.textContent).toContain('como explicamos.');
    // The item off the web: no button and no link to a page that would say it does not exist.
    expect(calls(second)).toEqual([]);
    expect(second?.map((a) => a.textContent)).toEqual(['Fuente']);
  });
});
