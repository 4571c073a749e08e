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
    subject: 'Restablece tu contraseña de Gaceta',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Gaceta.',
    action: 'Crear una contraseña nueva',
    expiry: 'El enlace caduca en una hora y solo puede usarse una vez.',
    ignore: 'Si no lo has solicitado tú, ignora este mensaje: tu contraseña no cambiará.',
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
  const text = [t.greeting(firstName), '', t.body, '', `${t.action}: ${link}`, '', t.expiry, t.ignore].join(
    '\n',
  );
  const html = layout(
    locale,
    [
      paragraph(t.greeting(firstName)),
      paragraph(t.body),
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.action)}</a></p>`,
      paragraph(t.expiry),
      paragraph(t.ignore),
    ].join('\n'),
  );
  return { subject: t.subject, text, html };
}

function layout(locale: Locale, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${body}
<p style="color:#6b7280;font-size:12px">Gaceta</p>
</body></html>`;
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
