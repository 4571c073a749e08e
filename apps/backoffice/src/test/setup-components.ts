import { messages as shared } from '@gaceta/shared/i18n/en.po';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { messages as own } from '../locales/en/messages.po';

// Components render in English, the language the messages are written in, with the catalog shared
// with the API (field messages by key) as the app loads it.
i18n.loadAndActivate({ locale: 'en', messages: { ...shared, ...own } });

afterEach(cleanup);

// jsdom lays nothing out and lacks checkVisibility: an element counts as visible unless it or an
// ancestor is hidden by attribute or by display/visibility, which is what the focus helpers ask.
Element.prototype.checkVisibility ??= function checkVisibility(this: Element) {
  for (let element: Element | null = this; element; element = element.parentElement) {
    const style = getComputedStyle(element);
    if (element.hasAttribute('hidden') || style.display === 'none' || style.visibility === 'hidden')
      return false;
  }
  return true;
};

// jsdom's fetch needs absolute URLs; the app's client asks relative to the page.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: actual.api.extend({ prefix: 'http://localhost/' }) };
});

// jsdom lays nothing out: Radix's checkboxes and switches measure themselves with ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
