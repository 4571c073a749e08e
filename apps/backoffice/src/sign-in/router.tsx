// The sign-in page renders the guest screens without TanStack Router (docs/decisions/029-a-small-sign-in-page.md):
// vite.sign-in.config.ts resolves '@tanstack/react-router' to this file, where a link is a plain anchor
// and every navigation loads the whole application.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
} from 'react';

/**
 * What the page reads of a route. Loosely typed: type checking sees the application's routes, built
 * by the real router, while the bundle gets the ones this file builds.
 */
interface RouteOptions {
  component?: unknown;
  staticData?: { title?: MessageDescriptor };
  beforeLoad?: unknown;
}

const Child = createContext<ReactNode>(null);

/** The route's options, and its search read from the address as the route would (no validation needed: strings). */
export const createFileRoute = (_path: string) => (options: RouteOptions) => ({
  options,
  useSearch: () => Object.fromEntries(new URLSearchParams(window.location.search)),
});

export const redirect = (target: { to: string }) => target;

/** Runs a route's guard, which throws a redirect for a visitor who should be elsewhere. */
export function runGuard(route: { options: RouteOptions }) {
  (route.options.beforeLoad as (() => void) | undefined)?.();
}

export function useNavigate() {
  return ({ to, href }: { to?: string; href?: string }) => window.location.assign(href ?? to ?? '/');
}

export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...props} />;
}

/** A layout's outlet: the screen rendered inside it. */
export function Outlet() {
  return <>{useContext(Child)}</>;
}

/** A layout route with one screen inside, after the screen's own guard (which may send the user on). */
export function LayoutWith({
  layout,
  screen,
}: {
  layout: { options: RouteOptions };
  screen: { options: RouteOptions };
}) {
  const Layout = (layout.options.component ?? Outlet) as ComponentType;
  const Screen = (screen.options.component ?? (() => null)) as ComponentType;
  // The document title the application's root route would give the screen.
  const { i18n } = useLingui();
  const title = screen.options.staticData?.title;
  const name = title && i18n._(title);
  useEffect(() => {
    document.title = name ? `${name} · Gaceta` : 'Gaceta';
  }, [name]);
  return (
    <Child.Provider value={<Screen />}>
      <Layout />
    </Child.Provider>
  );
}
