import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import { messages } from '../locales/en/messages.po';

// Components render in English, the language the messages are written in.
i18n.loadAndActivate({ locale: 'en', messages });

afterEach(cleanup);
