import { SUMMARY_MAX_WORDS } from '@gaceta/shared/news';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import { SummaryField } from './summary-field';

function Summary({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <SummaryField value={value} onChange={setValue} />;
}

describe('SummaryField', () => {
  it('counts characters and words as they are typed', async () => {
    const { user } = renderWithUser(<Summary />);
    await user.type(screen.getByLabelText('Summary'), 'Una reforma laboral');
    expect(screen.getByText('19 of 2,500 characters')).toBeTruthy();
    expect(screen.getByText('3 of 250 words')).toBeTruthy();
  });

  it('marks the word count past its limit', () => {
    renderWithUser(<Summary initial={'palabra '.repeat(SUMMARY_MAX_WORDS + 1)} />);
    expect(screen.getByText('251 of 250 words').className).toContain('text-destructive');
  });
});
