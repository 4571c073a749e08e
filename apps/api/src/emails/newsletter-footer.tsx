import { Link, Text } from '@react-email/components';
import type { Translate } from '../lib/i18n';

/**
 * Who sends a newsletter, as the law asks of a commercial email (Spain's LSSI article 20, the
 * CAN-SPAM Act): the law firm, from its office settings. The platform's operator is not the sender:
 * its contact address never appears here, only "Sent with Gaceta".
 */
export interface FirmIdentity {
  name: string;
  /** The postal address; null or absent: not filled in the office settings, and left out. */
  address?: string | null;
  phone?: string | null;
  /** The office's general contact address. */
  email?: string | null;
  websiteUrl?: string | null;
  headingColor: string;
  fontColor: string;
}

const m = {
  phone: /*i18n*/ { id: 'email.newsletter.footer_phone', message: 'Phone: {phone}' },
  sentWith: /*i18n*/ { id: 'email.newsletter.sent_with', message: 'Sent with Gaceta' },
};

/** An address as people write it: without the scheme and the trailing slash. */
const shown = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** The firm's name, postal address, phone, contact address and website, with the fields it filled in. */
export function OfficeFooter({ t, office }: { t: Translate; office: FirmIdentity }) {
  const text = { color: office.fontColor, fontSize: '14px', lineHeight: '1.5', margin: '0' };
  const link = { color: office.headingColor };
  const contacts = [
    office.phone && (
      <Link key="phone" href={`tel:${office.phone.replace(/[^+\d]/g, '')}`} style={link}>
        {t(m.phone, { phone: office.phone })}
      </Link>
    ),
    office.email && (
      <Link key="email" href={`mailto:${office.email}`} style={link}>
        {office.email}
      </Link>
    ),
    office.websiteUrl && (
      <Link key="web" href={office.websiteUrl} style={link}>
        {shown(office.websiteUrl)}
      </Link>
    ),
  ].filter(Boolean);
  return (
    <>
      <Text style={{ ...text, marginTop: '16px', fontWeight: 'bold' }}>{office.name}</Text>
      {office.address && <Text style={text}>{office.address}</Text>}
      {contacts.length > 0 && (
        <Text style={text}>
          {contacts.flatMap((contact, index) => (index === 0 ? [contact] : [' · ', contact]))}
        </Text>
      )}
      <Text style={{ ...text, marginTop: '16px' }}>{t(m.sentWith)}</Text>
    </>
  );
}
