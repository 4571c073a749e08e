import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import type { ChannelVersion } from '../../lib/news-form';
import { CopyTools } from './channel-versions';

const start: ChannelVersion[] = [
  { platform: 'web', title: 'Reforma', content: '<p>La <strong>reforma</strong> laboral</p>' },
  { platform: 'newsletter', title: '', content: '<p></p>' },
  { platform: 'facebook', title: 'Antes', content: 'Texto previo' },
  { platform: 'x', title: '', content: '' },
  { platform: 'linkedin', title: '', content: '' },
];

let latest: ChannelVersion[] = [];
function Tools({ current }: { current: ChannelVersion['platform'] }) {
  const [versions, setVersions] = useState(start);
  latest = versions;
  return <CopyTools versions={versions} current={current} onChange={setVersions} />;
}

describe('copy to all platforms', () => {
  it('asks before replacing versions that have text, then copies converting rich text', async () => {
    const { user } = renderWithUser(<Tools current="web" />);
    await user.click(screen.getByRole('button', { name: 'Copy to all platforms' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Copy to all platforms?' });
    expect(latest).toEqual(start);
    await user.click(screen.getByRole('button', { name: 'Copy to all' }));
    expect(dialog.isConnected).toBe(false);
    expect(latest.map((version) => version.title)).toEqual(Array(5).fill('Reforma'));
    expect(latest.find((version) => version.platform === 'newsletter')?.content).toBe(start[0]?.content);
    expect(latest.find((version) => version.platform === 'x')?.content).toBe('La reforma laboral');
  });

  it('changes nothing when the question is declined', async () => {
    const { user } = renderWithUser(<Tools current="web" />);
    await user.click(screen.getByRole('button', { name: 'Copy to all platforms' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(latest).toEqual(start);
  });
});

describe('copy from another version', () => {
  it('asks to select a version first', async () => {
    const { user } = renderWithUser(<Tools current="x" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('alert').textContent).toBe('Select a version first');
    expect(latest).toEqual(start);
  });

  it("says it can't copy from a version with no text, and leaves this one alone", async () => {
    const { user } = renderWithUser(<Tools current="x" />);
    await user.selectOptions(screen.getByLabelText('Copy from another version'), 'Newsletter');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('alert').textContent).toBe("Can't copy content, retry");
    expect(latest).toEqual(start);
  });

  it('copies the chosen version into this one only', async () => {
    const { user } = renderWithUser(<Tools current="x" />);
    await user.selectOptions(screen.getByLabelText('Copy from another version'), 'Web');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(latest.find((version) => version.platform === 'x')).toEqual({
      platform: 'x',
      title: 'Reforma',
      content: 'La reforma laboral',
    });
    expect(latest.find((version) => version.platform === 'facebook')).toEqual(start[2]);
  });
});
