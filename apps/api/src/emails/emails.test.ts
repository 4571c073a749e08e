import { describe, expect, it } from 'vitest';
import type { Operator } from '../env';
import { informationRequestEmail } from './information-request';
import { renderNewsletter } from './newsletter';
import { passwordResetEmail } from './password-reset';
import { signupRejectedEmail, welcomeEmail } from './signup-answers';

const operator: Operator = {
  name: 'Gaceta Servicios Jurídicos, S.L.',
  taxId: 'B12345678',
  address: 'Calle Mayor 1, 28013 Madrid',
  registry: undefined,
  email: 'legal@gaceta.example',
};

describe('system emails', () => {
  it('speak the recipient’s language, formally in Spanish, with the brand button and the link in both parts', async () => {
    const link = 'https://gaceta.example/reset-password/abc';
    const es = await passwordResetEmail({ locale: 'es', operator }, 'Ana', link);
    expect(es.subject).toBe('Restablezca su contraseña de Gaceta');
    expect(es.text).toContain('Hola, Ana:');
    expect(es.text).toContain('Si no lo ha solicitado usted');
    expect(es.text).toContain(link);
    expect(es.html).toMatch(/<html [^>]*lang="es"/);
    expect(es.html).toMatch(
      /href="https:\/\/gaceta\.example\/reset-password\/abc"[^>]*background-color:#13233f/,
    );
    const pt = await passwordResetEmail({ locale: 'pt', operator }, '', link);
    expect(pt.subject).toBe('Redefina a sua palavra-passe do Gaceta');
    expect(pt.text).toContain('Olá:');
  });

  it('name the operator in the footer with the fields that are set', async () => {
    const { text, html } = await signupRejectedEmail({ locale: 'en', operator }, 'Ana');
    expect(text).toContain('Gaceta is operated by Gaceta Servicios Jurídicos, S.L.');
    expect(text).toContain('Tax id: B12345678');
    expect(text).toContain('Calle Mayor 1, 28013 Madrid');
    expect(text).toContain('Contact: legal@gaceta.example');
    expect(text).not.toContain('Registry');
    expect(html).toContain('Servicios Jurídicos');
    const bare = await signupRejectedEmail(
      {
        locale: 'en',
        operator: {
          name: undefined,
          taxId: undefined,
          address: undefined,
          registry: undefined,
          email: 'a@b.example',
        },
      },
      'Ana',
    );
    expect(bare.text).not.toContain('operated by');
    expect(bare.text).toContain('Contact: a@b.example');
  });

  it('escape what people typed and keep the lines of their message', async () => {
    const { html, subject } = await informationRequestEmail(
      { locale: 'es', operator },
      {
        name: 'Eva <b>',
        email: 'eva@example.com',
        phone: null,
        office: null,
        message: 'Hola,\nuna pregunta',
      },
    );
    expect(subject).toBe('Solicitud de información de Eva <b>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Eva &lt;b&gt;');
    expect(html).toContain('Hola,\nuna pregunta');
    expect(html).toContain('white-space:pre-line');
  });

  it('welcome an approved applicant into their office', async () => {
    const { text } = await welcomeEmail(
      { locale: 'es', operator },
      { firstName: 'Ana', email: 'ana@example.com', officeName: 'Bufete Norte' },
      'https://gaceta.example/login',
    );
    expect(text).toContain('ya forma parte de Bufete Norte en Gaceta');
    expect(text).toContain('Entre con su email (ana@example.com)');
  });
});

describe('the HTML part, as phones and webmail meet it', () => {
  const office = {
    name: 'Despacho <Ruiz> & Asociados',
    logoUrl: 'https://gaceta.example/files/logo.png',
    headingColor: '#1a365d',
    backgroundColor: '#ffffff',
    fontColor: '#222222',
  };
  const item = { title: 'Nueva ley', html: '<p>Texto</p>', readMoreUrl: 'https://x.example/a', image: null };

  it.each([
    ['a system email', () => passwordResetEmail({ locale: 'es', operator }, 'Ana', 'https://g.example/r')],
    [
      'the newsletter',
      () => renderNewsletter({ locale: 'es', office, items: [item], disclaimer: null, links: null }),
    ],
  ])('%s is an HTML5 document with a viewport and its subject as title', async (_name, render) => {
    const { subject, html } = await render();
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    const escaped = subject.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(html).toContain(`<title>${escaped}</title>`);
  });

  it('gives an item not on the website no "read the full article" button', async () => {
    const render = (readMoreUrl: string | null) =>
      renderNewsletter({
        locale: 'es',
        office,
        items: [{ ...item, readMoreUrl }],
        disclaimer: null,
        links: null,
      });
    expect((await render('https://x.example/a')).html).toContain('Leer el artículo completo');
    const offWeb = await render(null);
    expect(offWeb.html).not.toContain('Leer el artículo completo');
    expect(offWeb.html).toContain('Nueva ley');
  });
});
