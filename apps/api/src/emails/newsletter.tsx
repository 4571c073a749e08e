import type { Locale } from '@gaceta/shared/locales';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { Fragment } from 'react';
import { translator } from '../lib/i18n';
import { type RenderedEmail, renderParts } from './layout';
import { type FirmIdentity, OfficeFooter } from './newsletter-footer';

/**
 * What the newsletter shows of its office: name, logo, the colours of its website theme, and in the
 * footer who sends it (the firm's identity from its office settings).
 */
export interface NewsletterOffice extends FirmIdentity {
  name: string;
  /** The firm's privacy policy, linked from the footer; null or absent: no link. */
  privacyUrl?: string | null;
  logoUrl: string;
  headingColor: string;
  backgroundColor: string;
  fontColor: string;
}

/** One item as the newsletter shows it: its newsletter version (sanitised HTML) and its share page. */
export interface NewsletterItem {
  title: string;
  /** Sanitised rich text with its links already pointing at their click redirects. */
  html: string;
  /** Its page on the website; null: not there (yet), so no button. */
  readMoreUrl: string | null;
  /** Absolute URL, the copy's size (email clients lay out by the attributes) and its description. */
  image: { url: string; width: number; height: number; alt: string } | null;
  /** The languages it is written in; left out, the message's. */
  languages?: readonly string[];
}

/** What a message's footer tells its reader about their opens and clicks (decision 062). */
export interface NewsletterTracking {
  /** Each message names its reader to the pixel and click redirects. */
  perPerson: boolean;
  /** How long the office keeps a person's opens and clicks. */
  retentionMonths: number;
}

/** A message's subject, preheader and introduction. */
export interface NewsletterTexts {
  subject: string;
  preheader: string;
  intro: string;
}

export interface NewsletterEmailInput {
  locale: Locale;
  office: NewsletterOffice;
  items: NewsletterItem[];
  disclaimer: string | null;
  /** Null in the office's preview: no pixel, and the footer's links go nowhere. */
  links: { open: string; preferences: string; unsubscribePage: string } | null;
  /** What the office wrote instead of the generated texts (null or absent: generated); sent as written. */
  written?: { [Key in keyof NewsletterTexts]?: string | null };
  /** A test copy: its subject says so, in the message's language. */
  test?: boolean;
  /** Left out: per person, kept 13 months (the defaults). */
  tracking?: NewsletterTracking;
}

const m = {
  subjectOne: /*i18n*/ { id: 'email.newsletter.subject_one', message: '{office}: {title}' },
  subjectMany: /*i18n*/ {
    id: 'email.newsletter.subject_many',
    message: '{office}: {title} and {count, plural, one {# more} other {# more}}',
  },
  subjectCount: /*i18n*/ {
    id: 'email.newsletter.subject_count',
    message: '{count, plural, one {# news item} other {# news items}} from {office}',
  },
  testSubject: /*i18n*/ { id: 'email.newsletter.test_subject', message: '[Test] {subject}' },
  intro: /*i18n*/ { id: 'email.newsletter.intro', message: 'The latest news from {office}' },
  readMore: /*i18n*/ { id: 'email.newsletter.read_more', message: 'Read the full article' },
  inLanguage: /*i18n*/ { id: 'email.newsletter.in_language', message: 'In {language}' },
  why: /*i18n*/ {
    id: 'email.newsletter.why',
    message: 'You receive this email because you subscribed to the newsletter of {office}.',
  },
  tracked: /*i18n*/ {
    id: 'email.newsletter.tracked',
    message:
      '{office} records when you open this email and which of its links you click, to learn which subjects interest you, and keeps it for {months, plural, one {# month} other {# months}}.',
  },
  notTracked: /*i18n*/ {
    id: 'email.newsletter.not_tracked',
    message: '{office} does not record who opens this email or clicks its links: it counts only how many do.',
  },
  privacy: /*i18n*/ { id: 'email.newsletter.privacy', message: 'Privacy policy' },
  preferences: /*i18n*/ { id: 'email.newsletter.preferences', message: 'Choose the subjects you receive' },
  unsubscribe: /*i18n*/ { id: 'email.newsletter.unsubscribe', message: 'Unsubscribe' },
};

/**
 * The generated subject, in the message's language: the office and the title of its first item
 * written in that language, and how many more there are ("Despacho: Reforma laboral y 2 más").
 * No title is taken from an item in another language, so the words around it never mix two
 * languages: with none in the message's language, the subject counts the items instead.
 */
export function newsletterSubject(
  locale: Locale,
  office: string,
  items: readonly Pick<NewsletterItem, 'title' | 'languages'>[],
): string {
  const t = translator(locale);
  const headline = items.find((item) => item.languages?.includes(locale) ?? true);
  if (!headline) return t(m.subjectCount, { office, count: items.length });
  return items.length > 1
    ? t(m.subjectMany, { office, title: headline.title, count: items.length - 1 })
    : t(m.subjectOne, { office, title: headline.title });
}

/**
 * The mark of an item written in none of the message's language ("En inglés" in a Spanish message,
 * "In Spanish or Portuguese" in an English one); null for an item in the message's language.
 */
export function languageMark(locale: Locale, languages: readonly string[] | undefined): string | null {
  if (!languages || languages.length === 0 || languages.includes(locale)) return null;
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const language = new Intl.ListFormat([locale], { type: 'disjunction' }).format(
    languages.map((code) => names.of(code) ?? code),
  );
  return translator(locale)(m.inLanguage, { language });
}

/** The texts a message has when the office wrote none, in its language. */
export function generatedTexts(
  locale: Locale,
  office: string,
  items: readonly Pick<NewsletterItem, 'title' | 'languages'>[],
): NewsletterTexts {
  const intro = translator(locale)(m.intro, { office });
  return { subject: newsletterSubject(locale, office, items), preheader: intro, intro };
}

/** The texts a message goes out with: what the office wrote, else the generated ones. */
export function messageTexts(
  input: Pick<NewsletterEmailInput, 'locale' | 'written'> & {
    office: Pick<NewsletterOffice, 'name'>;
    items: readonly Pick<NewsletterItem, 'title' | 'languages'>[];
  },
): NewsletterTexts {
  const generated = generatedTexts(input.locale, input.office.name, input.items);
  return {
    subject: input.written?.subject || generated.subject,
    preheader: input.written?.preheader || generated.preheader,
    intro: input.written?.intro || generated.intro,
  };
}

/**
 * The newsletter: responsive (one column, at most 600 px, images never wider than the screen),
 * in the office's colours, each item's newsletter version with a link to its share page, the
 * office's disclaimer, the preference and unsubscribe links, and the firm's identity (never the
 * platform operator's).
 */
export async function renderNewsletter(input: NewsletterEmailInput): Promise<RenderedEmail> {
  const { locale, office, items, links } = input;
  const t = translator(locale);
  const texts = messageTexts(input);
  const tracking = input.tracking ?? { perPerson: true, retentionMonths: 13 };
  const subject = input.test ? t(m.testSubject, { subject: texts.subject }) : texts.subject;
  const text = { color: office.fontColor, fontSize: '16px', lineHeight: '1.6' };
  const small = { color: office.fontColor, fontSize: '14px', lineHeight: '1.5', margin: '0 0 8px' };
  const body = (
    <Html lang={locale}>
      <Head>
        <style>
          {'img{max-width:100%;height:auto}@media (max-width:480px){.gaceta-nl{padding:16px 12px!important}}'}
        </style>
      </Head>
      <Preview>{texts.preheader}</Preview>
      <Body
        style={{
          backgroundColor: office.backgroundColor,
          fontFamily: 'Arial, Helvetica, sans-serif',
          margin: 0,
        }}
      >
        <Container className="gaceta-nl" style={{ maxWidth: '600px', width: '100%', padding: '24px 16px' }}>
          <Section>
            <Img
              src={office.logoUrl}
              width="64"
              height="64"
              alt={office.name}
              style={{ borderRadius: '8px' }}
            />
            <Heading as="h1" style={{ color: office.headingColor, fontSize: '24px', margin: '12px 0 4px' }}>
              {office.name}
            </Heading>
            <Text style={{ ...small, margin: '0 0 16px' }}>
              {texts.intro.split('\n').map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in order.
                <Fragment key={index}>
                  {index > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </Text>
          </Section>
          {items.map((item) => {
            const mark = languageMark(locale, item.languages);
            // A marked item's own words are in its language, for screen readers and translators.
            const itemLanguage = mark ? item.languages?.[0] : undefined;
            return (
              <Section
                key={item.title}
                style={{ borderTop: `2px solid ${office.headingColor}`, padding: '16px 0' }}
              >
                {item.image && (
                  <Img
                    src={item.image.url}
                    width={String(item.image.width)}
                    height={String(item.image.height)}
                    alt={item.image.alt}
                    style={{ display: 'block', width: '100%', height: 'auto', margin: '0 0 12px', border: 0 }}
                  />
                )}
                {mark && <Text style={{ ...small, fontWeight: 'bold', margin: '0 0 4px' }}>{mark}</Text>}
                <Heading
                  as="h2"
                  lang={itemLanguage}
                  style={{ color: office.headingColor, fontSize: '20px', margin: '0 0 8px' }}
                >
                  {item.title}
                </Heading>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on save (modules/news/rich-text.ts); only its link targets were rewritten since. */}
                <div lang={itemLanguage} style={text} dangerouslySetInnerHTML={{ __html: item.html }} />
                {item.readMoreUrl && (
                  <Button
                    href={item.readMoreUrl}
                    style={{
                      backgroundColor: office.headingColor,
                      color: office.backgroundColor,
                      padding: '10px 18px',
                      borderRadius: '6px',
                      fontSize: '15px',
                      textDecoration: 'none',
                    }}
                  >
                    {t(m.readMore)}
                  </Button>
                )}
              </Section>
            );
          })}
          {input.disclaimer && (
            <Text style={{ ...small, fontStyle: 'italic', marginTop: '16px' }}>{input.disclaimer}</Text>
          )}
          <Hr style={{ borderColor: office.headingColor, margin: '24px 0 12px' }} />
          <Text style={small}>{t(m.why, { office: office.name })}</Text>
          <Text style={small}>
            {tracking.perPerson
              ? t(m.tracked, { office: office.name, months: tracking.retentionMonths })
              : t(m.notTracked, { office: office.name })}
            {office.privacyUrl && (
              <>
                {' '}
                <Link href={office.privacyUrl} style={{ color: office.headingColor }}>
                  {t(m.privacy)}
                </Link>
              </>
            )}
          </Text>
          <Text style={small}>
            <Link href={links?.preferences ?? '#'} style={{ color: office.headingColor }}>
              {t(m.preferences)}
            </Link>
            {' · '}
            <Link href={links?.unsubscribePage ?? '#'} style={{ color: office.headingColor }}>
              {t(m.unsubscribe)}
            </Link>
          </Text>
          <OfficeFooter t={t} office={office} />
          {links && (
            <Img src={links.open} width="1" height="1" alt="" style={{ display: 'block', border: 0 }} />
          )}
        </Container>
      </Body>
    </Html>
  );
  return renderParts(subject, body);
}
