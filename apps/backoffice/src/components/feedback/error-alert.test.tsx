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

  it('leaves out the field messages its form shows beside the fields, so each is said once', () => {
    const error = {
      message: 'This email is already registered, Must be at most 100 characters',
      fields: { email: 'This email is already registered', name: 'Must be at most 100 characters' },
    };
    const { unmount } = renderWithUser(<ErrorAlert error={error} fieldsShown={['email', 'name']} />);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderWithUser(<ErrorAlert error={error} fieldsShown={['email']} />);
    expect(screen.getByRole('alert').textContent).toBe('Must be at most 100 characters');
  });
});
