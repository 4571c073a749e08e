import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('shows nothing while the request has not failed', () => {
    renderWithUser(<ErrorAlert error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces why the request failed', () => {
    renderWithUser(<ErrorAlert error={{ message: 'The office no longer exists' }} />);
    expect(screen.getByRole('alert').textContent).toBe('The office no longer exists');
  });
});
