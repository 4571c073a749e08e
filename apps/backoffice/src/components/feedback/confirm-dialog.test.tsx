import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const handlers = { onConfirm: vi.fn(), onOpenChange: vi.fn() };
  const rendered = renderWithUser(
    <ConfirmDialog
      open
      title="Delete Ana?"
      description="She will no longer sign in."
      confirmLabel="Delete"
      {...handlers}
      {...props}
    />,
  );
  return { ...rendered, ...handlers };
}

describe('ConfirmDialog', () => {
  it('asks with its title and description, and puts the focus on Cancel rather than on the action', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Ana?' });
    expect(dialog.textContent).toContain('She will no longer sign in.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('runs the action on confirm and stays open for the caller to close on success', async () => {
    const { user, onConfirm, onOpenChange } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on Escape without running the action', async () => {
    const { user, onConfirm, onOpenChange } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows why the action failed, in place', () => {
    renderConfirm({ error: 'The user is the last manager of the office' });
    expect(screen.getByRole('alert').textContent).toBe('The user is the last manager of the office');
  });

  it('cannot be cancelled or confirmed twice while the action runs', async () => {
    const { user, onConfirm } = renderConfirm({ pending: true });
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
