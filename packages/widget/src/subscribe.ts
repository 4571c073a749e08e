import type { ReadingNotice } from '@gaceta/shared/newsletter/reading';
import type { ThemeValues } from '@gaceta/shared/website/markup';
import { themeCss, websiteLanguage } from '@gaceta/shared/website/markup';
import { apiOrigin } from './config';

// The newsletter subscription form (`view="subscribe"`): a module of its own, subscribe.js beside
// gaceta.js, which the widget imports only where a page shows the form, so the news views' file
// stays within its budget. Plain DOM in the host's shadow root: a form, a honeypot, a status line.
// It posts to the public subscribe call; the person then confirms by the emailed link.

type Read = (name: string) => string | null | undefined;

const STRINGS = {
  es: {
    title: 'Reciba nuestra newsletter',
    intro: 'Le enviaremos un correo para que confirme su suscripción.',
    email: 'Correo electrónico',
    name: 'Nombre (opcional)',
    submit: 'Suscribirme',
    sent: 'Gracias. Revise su correo y abra el enlace para confirmar la suscripción.',
    invalid: 'Escriba un correo electrónico válido.',
    tooMany: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
    failed: 'No se ha podido enviar. Inténtelo de nuevo.',
    tracked: (months: number) =>
      `Registramos cuándo abre nuestras newsletters y en qué enlaces hace clic, para saber qué temas le interesan, y lo conservamos ${months === 1 ? '1 mes' : `${months} meses`}.`,
    notTracked:
      'No registramos quién abre nuestras newsletters ni quién hace clic en sus enlaces: solo contamos cuántos lo hacen.',
    privacy: 'Política de privacidad',
  },
  en: {
    title: 'Get our newsletter',
    intro: 'We will send you an email to confirm your subscription.',
    email: 'Email',
    name: 'Name (optional)',
    submit: 'Subscribe',
    sent: 'Thank you. Check your inbox and open the link to confirm your subscription.',
    invalid: 'Enter a valid email address.',
    tooMany: 'Too many attempts. Please try again later.',
    failed: 'It could not be sent. Please try again.',
    tracked: (months: number) =>
      `We record when you open our newsletters and which of their links you click, to learn which subjects interest you, and keep it for ${months === 1 ? '1 month' : `${months} months`}.`,
    notTracked:
      'We do not record who opens our newsletters or clicks their links: we count only how many do.',
    privacy: 'Privacy policy',
  },
  pt: {
    title: 'Receba a nossa newsletter',
    intro: 'Enviar-lhe-emos um e-mail para confirmar a sua subscrição.',
    email: 'E-mail',
    name: 'Nome (opcional)',
    submit: 'Subscrever',
    sent: 'Obrigado. Consulte o seu e-mail e abra a ligação para confirmar a subscrição.',
    invalid: 'Escreva um e-mail válido.',
    tooMany: 'Demasiadas tentativas. Tente novamente mais tarde.',
    failed: 'Não foi possível enviar. Tente novamente.',
    tracked: (months: number) =>
      `Registamos quando abre as nossas newsletters e em que ligações clica, para saber que temas lhe interessam, e conservamos esses dados durante ${months === 1 ? '1 mês' : `${months} meses`}.`,
    notTracked:
      'Não registamos quem abre as nossas newsletters nem quem clica nas suas ligações: contamos apenas quantos o fazem.',
    privacy: 'Política de privacidade',
  },
};

const STYLES = `
:host{display:block}
.gaceta-root{all:initial;display:block;box-sizing:border-box;padding:1em;background:var(--gaceta-background,#fff);color:var(--gaceta-color,#1f2933);font:400 16px/1.5 var(--gaceta-font-family,system-ui,sans-serif)}
*,*::before,*::after{box-sizing:inherit}
h2{margin:0 0 .25em;color:var(--gaceta-heading-color,#1a365d);font-weight:var(--gaceta-font-weight,700);font-size:1.2em;line-height:1.25}
p{margin:0 0 .75em}
form{display:grid;gap:.75em;max-width:28em}
label{display:grid;gap:.25em;font-size:.95em}
input{font:inherit;color:inherit;background:transparent;padding:.45em .6em;border:1px solid currentColor;border-radius:4px}
button{justify-self:start;padding:.45em 1em;border:0;border-radius:4px;background:var(--gaceta-heading-color,#1a365d);color:var(--gaceta-background,#fff);font:inherit;cursor:pointer}
button:disabled{opacity:.6;cursor:default}
:focus-visible{outline:3px solid var(--gaceta-heading-color,#1a365d);outline-offset:2px}
.gaceta-subscribe__trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.gaceta-subscribe__status:empty,.gaceta-subscribe__privacy:empty{display:none}
.gaceta-subscribe__privacy{font-size:.9em}
a{color:var(--gaceta-heading-color,#1a365d)}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

const field = (label: string, input: HTMLInputElement) => element('label', {}, label, input);

/** Whether the API refused the address itself (a 422 about `email`), not something else of the form. */
async function refusedEmail(response: Response): Promise<boolean> {
  if (response.status !== 422) return false;
  const body = (await response.json().catch(() => null)) as { details?: Record<string, unknown> } | null;
  return Boolean(body?.details && 'email' in body.details);
}

/** Mounts the form in `host`'s shadow root; returns what takes it down. */
export function mountSubscribe(host: HTMLElement, read: Read, scriptOrigin: string): () => void {
  const office = read('office')?.trim() ?? '';
  const lang = websiteLanguage(read('lang'));
  const strings = STRINGS[lang];
  const origin = apiOrigin(read('api')) ?? scriptOrigin;
  const source = read('source') === 'wordpress' ? 'wordpress' : 'website';
  const subjects = (read('subjects') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const life = new AbortController();

  const email = element('input', { type: 'email', name: 'email', required: true, autocomplete: 'email' });
  const name = element('input', { type: 'text', name: 'name', autocomplete: 'name', maxLength: 100 });
  // People never see or reach it; bots fill it, and the API drops what they send.
  const trap = element('input', { type: 'text', name: 'website', tabIndex: -1, autocomplete: 'off' });
  const button = element('button', { type: 'submit' }, strings.submit);
  const status = element('p', { className: 'gaceta-subscribe__status' });
  // What the office records of its readers, said before anyone subscribes (decision 062).
  const privacy = element('p', { className: 'gaceta-subscribe__privacy' });
  status.setAttribute('role', 'status');
  const hidden = element('div', { className: 'gaceta-subscribe__trap' }, field('Website', trap));
  hidden.setAttribute('aria-hidden', 'true');
  const theme = element('style');
  const form = element(
    'form',
    { className: 'gaceta-subscribe', noValidate: true },
    element('h2', {}, read('heading')?.trim() || strings.title),
    element('p', {}, strings.intro),
    field(strings.email, email),
    field(strings.name, name),
    hidden,
    privacy,
    button,
    status,
  );

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!email.checkValidity() || !email.value.trim()) {
      status.textContent = strings.invalid;
      email.setAttribute('aria-invalid', 'true');
      email.focus();
      return;
    }
    email.removeAttribute('aria-invalid');
    button.disabled = true;
    status.textContent = '';
    try {
      const response = await fetch(`${origin}/public/v1/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
        body: JSON.stringify({
          key: office,
          email: email.value.trim(),
          name: name.value.trim() || null,
          subject_ids: subjects,
          source,
          locale: lang,
          website: trap.value,
        }),
        signal: life.signal,
      });
      status.textContent = response.ok
        ? strings.sent
        : response.status === 429
          ? strings.tooMany
          : (await refusedEmail(response))
            ? strings.invalid
            : strings.failed;
      if (response.ok) form.reset();
    } catch {
      if (!life.signal.aborted) status.textContent = strings.failed;
    } finally {
      button.disabled = false;
    }
  });

  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren(
    element('style', {}, STYLES),
    theme,
    element('div', { className: 'gaceta-root', lang }, form),
  );
  fetch(`${origin}/public/v1/offices/${encodeURIComponent(office)}/newsletter_privacy`, {
    signal: life.signal,
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ object: ReadingNotice }>) : null))
    .then((answer) => {
      if (!answer) return;
      const notice = answer.object;
      privacy.replaceChildren(
        notice.per_person ? strings.tracked(notice.retention_months) : strings.notTracked,
      );
      if (notice.privacy_url) {
        privacy.append(
          ' ',
          element('a', { href: notice.privacy_url, target: '_blank', rel: 'noopener' }, strings.privacy),
        );
      }
    })
    .catch(() => {});
  fetch(`${origin}/public/v1/offices/${encodeURIComponent(office)}/theme`, { signal: life.signal })
    .then((response) => (response.ok ? (response.json() as Promise<{ object: ThemeValues }>) : null))
    .then((answer) => {
      if (answer) theme.textContent = themeCss(answer.object, ':host');
    })
    .catch(() => {});
  return () => {
    life.abort();
    shadow.replaceChildren();
  };
}
