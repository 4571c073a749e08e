import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { BarChart3, Globe, Library, type LucideIcon, Mail, Sparkles, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { MoreInformationDialog } from './-components/more-information-dialog';

export const Route = createFileRoute('/_public/welcome')({
  staticData: { title: SCREEN_TITLES.welcome },
  component: LandingPage,
});

const FEATURES: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: Library,
    title: msg`A library of legal news`,
    text: msg`Legal editors write news on administrative, tax, civil, commercial, labour and criminal law, and more. Your office receives the subjects it follows.`,
  },
  {
    icon: Sparkles,
    title: msg`An AI writing assistant`,
    text: msg`Improve, shorten, correct or optimise any text for search engines, and prepare a version for each channel.`,
  },
  {
    icon: Globe,
    title: msg`Your website and WordPress`,
    text: msg`Show your news on your website with a light widget or the WordPress plugin, in your office's colours.`,
  },
  {
    icon: Mail,
    title: msg`Newsletter and social networks`,
    text: msg`Send a newsletter to your clients and publish on LinkedIn, X and Instagram on a schedule, with previews for Facebook.`,
  },
  {
    icon: UsersRound,
    title: msg`A role for each member of the team`,
    text: msg`Some manage users, others review statistics, write news or approve what gets published.`,
  },
  {
    icon: BarChart3,
    title: msg`Statistics that matter`,
    text: msg`See which news is read, opened and shared on each channel, week by week.`,
  },
];

const STEPS: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Choose your subjects`,
    text: msg`Tell us which areas of law matter to your clients and in which countries you practise.`,
  },
  {
    title: msg`Review and adapt`,
    text: msg`Edit the news you receive or write your own, with the assistant at hand.`,
  },
  {
    title: msg`Publish everywhere`,
    text: msg`Now or on a schedule, on every channel at once, and follow the results.`,
  },
];

function LandingPage() {
  const { i18n } = useLingui();
  return (
    <>
      <section className="relative overflow-hidden bg-ink-900 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brass-300 uppercase">
              <Trans>Legal news for law offices</Trans>
            </p>
            <h1 className="mt-4 font-serif text-4xl leading-tight font-semibold sm:text-5xl">
              <Trans>Your office's legal news, ready to publish.</Trans>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-ink-200">
              <Trans>
                Gaceta brings you news written by legal editors, helps you adapt it with AI and publishes it
                on your website, your newsletter and your social networks, all from one place.
              </Trans>
            </p>
            <div className="mt-10 flex flex-wrap items-center gap-3">
              <Button asChild variant="accent" size="lg">
                <Link to="/login">
                  <Trans>Log in</Trans>
                </Link>
              </Button>
              <Button asChild variant="inverse" size="lg">
                <Link to="/solicitud-alta">
                  <Trans>Request signup</Trans>
                </Link>
              </Button>
              <MoreInformationDialog inverse />
            </div>
          </div>
          <ArticleIllustration />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 className="max-w-2xl font-serif text-3xl font-semibold text-ink-900">
          <Trans>Everything your office needs to keep its clients informed</Trans>
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title.id} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="grid size-11 place-items-center rounded-lg bg-ink-50 text-ink-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-ink-900">{i18n._(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{i18n._(text)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="border-y bg-card">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <h2 className="font-serif text-3xl font-semibold text-ink-900">
            <Trans>How it works</Trans>
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map(({ title, text }, index) => (
              <li key={title.id} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brass-100 font-serif text-lg font-semibold text-brass-700">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{i18n._(title)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{i18n._(text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="font-serif text-2xl font-semibold text-ink-900">
            <Trans>Made for law offices in Spain and Latin America</Trans>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Trans>In Spanish, English and Portuguese.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild size="lg">
            <Link to="/solicitud-alta">
              <Trans>Request signup</Trans>
            </Link>
          </Button>
          <MoreInformationDialog />
        </div>
      </section>
    </>
  );
}

/** An abstract news card: the shape of an article, no made-up content. */
function ArticleIllustration() {
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-sm lg:block">
      <div className="absolute -inset-6 rounded-3xl bg-brass-400/10 blur-2xl" />
      <div className="relative rotate-2 rounded-2xl bg-white p-6 shadow-2xl">
        <div className="h-32 rounded-lg bg-gradient-to-br from-ink-100 to-ink-200" />
        <div className="mt-5 h-3 w-20 rounded-full bg-brass-300" />
        <div className="mt-4 h-4 w-full rounded-full bg-ink-800" />
        <div className="mt-2 h-4 w-3/4 rounded-full bg-ink-800" />
        <div className="mt-5 grid gap-2">
          <div className="h-2.5 rounded-full bg-ink-100" />
          <div className="h-2.5 rounded-full bg-ink-100" />
          <div className="h-2.5 w-2/3 rounded-full bg-ink-100" />
        </div>
      </div>
      <div className="absolute -bottom-6 -left-8 -rotate-3 rounded-xl bg-ink-800 p-4 shadow-xl ring-1 ring-white/10">
        <div className="flex gap-2">
          {['bg-brass-300', 'bg-ink-300', 'bg-ink-400', 'bg-white/70'].map((color) => (
            <span key={color} className={`size-7 rounded-md ${color}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
