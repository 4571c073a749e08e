import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import type { ChannelVersion } from '../../lib/news-form';
import { ChannelVersions } from './channel-versions';

const PUBLIC_URL = 'https://gaceta.example';
const OWN_IMAGE = `<img src="${PUBLIC_URL}/files/news/5f1c/card.webp" alt="Portada">`;

afterEach(() => vi.unstubAllGlobals());

function Versions({ newsletter }: { newsletter: string }) {
  const [versions, setVersions] = useState<ChannelVersion[]>([
    { platform: 'web', title: 'Reforma', content: '<p>La reforma</p>' },
    { platform: 'newsletter', title: 'Reforma', content: newsletter },
  ]);
  return (
    <ChannelVersions
      versions={versions}
      onChange={setVersions}
      tab="newsletter"
      onTabChange={() => {}}
      errors={{}}
      preview={{
        pageName: 'Despacho Demo',
        xHandle: null,
        image: null,
        imageDescription: '',
        title: 'Reforma',
      }}
      language="es"
      ai={false}
    />
  );
}

function renderVersions(newsletter: string) {
  return renderWithApi(<Versions newsletter={newsletter} />, ({ path }) =>
    path === '/v1/public_config'
      ? Response.json({
          sentry_dsn: null,
          environment: 'test',
          public_url: PUBLIC_URL,
          operator: { name: null, tax_id: null, address: null, registry: null, email: 'hola@gaceta.example' },
        })
      : Response.json({}, { status: 404 }),
  );
}

describe("the newsletter version's images from other sites", { timeout: 20_000 }, () => {
  it("are named in a note: recipients' mail programs load them from there; our own images are not", async () => {
    renderVersions(`<p>Hola</p>${OWN_IMAGE}<img src="https://tracker.example/open.gif?u=1" alt="">`);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      "This text has images from other sites (tracker.example): recipients' email programs will load them from there, and those sites can see who opened the newsletter.",
    );
  });

  it('say nothing while every image is our own, and show once the author inserts one from elsewhere', async () => {
    const { user, calls } = renderVersions(`<p>Hola</p>${OWN_IMAGE}`);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/v1/public_config'));
    expect(screen.queryByRole('note')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Image' }));
    await user.type(screen.getByLabelText('Image address'), 'https://pixel.example/o.gif');
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    expect((await screen.findByRole('note')).textContent).toContain('(pixel.example)');
  });
});
