import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { i18n } from '../lib/i18n';

/** Renders a piece of the back-office as the app does (with its translations), and a user to drive it. */
export function renderWithUser(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>) };
}
