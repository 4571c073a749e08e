import { MESSAGES } from '@gaceta/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from '@/lib/hooks/use-form';
import { renderWithUser } from '@/test/render';
import { Button } from '../ui/button';
import { DialogTitle } from '../ui/dialog';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { FormDialog } from './form-dialog';

const NameForm = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.nameRequired.id)) });

/** A form dialog as the screens build one: FormDialog, useForm, Field and Input. */
function NameDialog({ onSave }: { onSave: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add</Button>
      <FormDialog open={open} onOpenChange={setOpen}>
        <NameFields
          onValid={(name) => {
            onSave(name);
            setOpen(false);
          }}
        />
      </FormDialog>
    </>
  );
}

function NameFields({ onValid }: { onValid: (name: string) => void }) {
  const form = useForm(NameForm, { name: '' }, ({ name }) => onValid(name));
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <DialogTitle>New subject</DialogTitle>
      <Field label="Name" error={form.errors.name}>
        {(control) => (
          <Input
            {...control}
            value={form.values.name}
            onChange={(event) => form.setValue('name', event.target.value)}
          />
        )}
      </Field>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('FormDialog with a validated form', () => {
  it('takes the focus into the dialog, named by its title, closes on Escape and gives the focus back', async () => {
    const { user } = renderWithUser(<NameDialog onSave={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'New subject' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' })));
  });

  it('shows what is wrong on the field, tied to it, and does not submit', async () => {
    const onSave = vi.fn();
    const { user } = renderWithUser(<NameDialog onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Name is required',
    );
    expect(onSave).not.toHaveBeenCalled();
    // Once sent, the message follows what is typed.
    await user.type(name, 'Tax law');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('submits the parsed values and closes', async () => {
    const onSave = vi.fn();
    const { user } = renderWithUser(<NameDialog onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Tax law  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Tax law');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts each opening afresh rather than from what was typed last time', async () => {
    const { user } = renderWithUser(<NameDialog onSave={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  });
});
