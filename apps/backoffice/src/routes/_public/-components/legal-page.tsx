import type { ReactNode } from 'react';

/** A readable column for the legal and help pages. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl font-semibold text-ink-900">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
      <div className="mt-10 grid gap-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h2 className="font-serif text-xl font-semibold text-ink-900">{title}</h2>
      <div className="mt-2 grid gap-3 leading-relaxed text-ink-800">{children}</div>
    </section>
  );
}
