import type { Locale } from '@gaceta/shared/locales';

/** Every email the API sends, in es (default), en and pt: a plain text part and a simple HTML part. */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface PasswordResetTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const PASSWORD_RESET: Record<Locale, PasswordResetTexts> = {
  es: {
    subject: 'Restablezca su contraseña de Gaceta',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Gaceta.',
    action: 'Crear una contraseña nueva',
    expiry: 'El enlace caduca en una hora y solo puede usarse una vez.',
    ignore: 'Si no lo ha solicitado usted, ignore este mensaje: su contraseña no cambiará.',
  },
  en: {
    subject: 'Reset your Gaceta password',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'We received a request to reset the password of your Gaceta account.',
    action: 'Create a new password',
    expiry: 'The link expires in one hour and can be used only once.',
    ignore: 'If you did not ask for this, ignore this message: your password will not change.',
  },
  pt: {
    subject: 'Redefina a sua palavra-passe do Gaceta',
    greeting: (name) => (name ? `Olá, ${name}:` : 'Olá:'),
    body: 'Recebemos um pedido para redefinir a palavra-passe da sua conta do Gaceta.',
    action: 'Criar uma nova palavra-passe',
    expiry: 'A ligação expira numa hora e só pode ser usada uma vez.',
    ignore: 'Se não foi você que o pediu, ignore esta mensagem: a sua palavra-passe não será alterada.',
  },
};

export function passwordResetEmail(locale: Locale, firstName: string, link: string): RenderedEmail {
  const t = PASSWORD_RESET[locale];
  return compose(locale, {
    subject: t.subject,
    before: [t.greeting(firstName), t.body],
    action: { label: t.action, link },
    after: [t.expiry, t.ignore],
  });
}

interface SignupAnswerTexts {
  welcomeSubject: string;
  welcome: (officeName: string) => string;
  signInWith: (email: string) => string;
  signIn: string;
  rejectedSubject: string;
  rejected: string[];
  greeting: (name: string) => string;
  closing: string;
}

const SIGNUP_ANSWERS: Record<Locale, SignupAnswerTexts> = {
  es: {
    welcomeSubject: 'Bienvenido a Gaceta',
    welcome: (office) => `Hemos aprobado su solicitud de alta: ya forma parte de ${office} en Gaceta.`,
    signInWith: (email) => `Entre con su email (${email}) y la contraseña que eligió al solicitar el alta.`,
    signIn: 'Iniciar sesión',
    rejectedSubject: 'Su solicitud de alta en Gaceta',
    rejected: [
      'Gracias por su interés en Gaceta.',
      'Hemos revisado su solicitud de alta y por ahora no podemos aprobarla.',
      'Si cree que se trata de un error o desea más información, responda a este mensaje y le ayudaremos.',
    ],
    greeting: (name) => `Hola, ${name}:`,
    closing: 'Un saludo, el equipo de Gaceta',
  },
  en: {
    welcomeSubject: 'Welcome to Gaceta',
    welcome: (office) => `Your signup request has been approved: you are now part of ${office} on Gaceta.`,
    signInWith: (email) => `Sign in with your email (${email}) and the password you chose when you applied.`,
    signIn: 'Sign in',
    rejectedSubject: 'Your Gaceta signup request',
    rejected: [
      'Thank you for your interest in Gaceta.',
      'We have reviewed your signup request and cannot approve it at this time.',
      'If you think this is a mistake or would like to know more, reply to this message and we will help.',
    ],
    greeting: (name) => `Hello ${name},`,
    closing: 'Kind regards, the Gaceta team',
  },
  pt: {
    welcomeSubject: 'Bem-vindo ao Gaceta',
    welcome: (office) => `O seu pedido de registo foi aprovado: já faz parte de ${office} no Gaceta.`,
    signInWith: (email) =>
      `Entre com o seu email (${email}) e a palavra-passe que escolheu ao fazer o pedido.`,
    signIn: 'Iniciar sessão',
    rejectedSubject: 'O seu pedido de registo no Gaceta',
    rejected: [
      'Obrigado pelo seu interesse no Gaceta.',
      'Analisámos o seu pedido de registo e, de momento, não o podemos aprovar.',
      'Se acha que se trata de um erro ou quiser saber mais, responda a esta mensagem e ajudaremos.',
    ],
    greeting: (name) => `Olá, ${name}:`,
    closing: 'Cumprimentos, a equipa do Gaceta',
  },
};

/** Sent when an admin approves a signup request. */
export function welcomeEmail(
  locale: Locale,
  person: { firstName: string; email: string; officeName: string },
  loginLink: string,
): RenderedEmail {
  const t = SIGNUP_ANSWERS[locale];
  return compose(locale, {
    subject: t.welcomeSubject,
    before: [t.greeting(person.firstName), t.welcome(person.officeName), t.signInWith(person.email)],
    action: { label: t.signIn, link: loginLink },
    after: [t.closing],
  });
}

/** Sent when an admin rejects a signup request. */
export function signupRejectedEmail(locale: Locale, firstName: string): RenderedEmail {
  const t = SIGNUP_ANSWERS[locale];
  return compose(locale, {
    subject: t.rejectedSubject,
    before: [t.greeting(firstName), ...t.rejected, t.closing],
  });
}

interface InformationRequestTexts {
  subject: (name: string) => string;
  intro: string;
  labels: { name: string; email: string; phone: string; office: string; message: string };
}

const INFORMATION_REQUEST: Record<Locale, InformationRequestTexts> = {
  es: {
    subject: (name) => `Solicitud de información de ${name}`,
    intro: 'Alguien ha pedido más información desde la página de inicio de Gaceta:',
    labels: { name: 'Nombre', email: 'Email', phone: 'Teléfono', office: 'Despacho', message: 'Mensaje' },
  },
  en: {
    subject: (name) => `Information request from ${name}`,
    intro: "Someone asked for more information on Gaceta's landing page:",
    labels: { name: 'Name', email: 'Email', phone: 'Phone', office: 'Office', message: 'Message' },
  },
  pt: {
    subject: (name) => `Pedido de informação de ${name}`,
    intro: 'Alguém pediu mais informação na página inicial do Gaceta:',
    labels: { name: 'Nome', email: 'Email', phone: 'Telefone', office: 'Escritório', message: 'Mensagem' },
  },
};

/** Sent to the provider's contact address; replying reaches the person who asked. */
export function informationRequestEmail(
  locale: Locale,
  request: { name: string; email: string; phone: string | null; office: string | null; message: string },
): RenderedEmail {
  const t = INFORMATION_REQUEST[locale];
  const field = (label: string, value: string | null) => `${label}: ${value ?? '—'}`;
  return compose(locale, {
    subject: t.subject(request.name),
    before: [
      t.intro,
      field(t.labels.name, request.name),
      field(t.labels.email, request.email),
      field(t.labels.phone, request.phone),
      field(t.labels.office, request.office),
      `${t.labels.message}:`,
      request.message,
    ],
  });
}

/** Paragraphs, an optional button and more paragraphs, as text and as HTML. */
function compose(
  locale: Locale,
  parts: { subject: string; before: string[]; action?: { label: string; link: string }; after?: string[] },
): RenderedEmail {
  const { before, action, after = [] } = parts;
  const text = [...before, ...(action ? [`${action.label}: ${action.link}`] : []), ...after].join('\n\n');
  const html = layout(
    locale,
    [
      ...before.map(paragraph),
      ...(action ? [button(action.label, action.link)] : []),
      ...after.map(paragraph),
    ].join('\n'),
  );
  return { subject: parts.subject, text, html };
}

function button(label: string, link: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#13233f;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;
}

function layout(locale: Locale, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${body}
<p style="color:#6b7280;font-size:12px">Gaceta</p>
</body></html>`;
}

/** Line breaks inside a paragraph (a visitor's message) are kept. */
function paragraph(text: string): string {
  return `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
