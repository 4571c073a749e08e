import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithUser } from '@/test/render';
import { ImportRecipientsDialog } from './import-recipients-dialog';

type Answer = { result: unknown } | { error: ApiError };

/**
 * The API client's post, answering `answers` in turn and recording the multipart fields each call
 * sent (jsdom's FormData cannot travel through Node's fetch, so the client itself is replaced).
 */
const client = vi.hoisted(() => ({ answers: [] as Answer[], sent: [] as Record<string, string>[] }));
vi.mock('@/lib/api-client', () => ({
  api: {
    post: (_path: string, { body }: { body: FormData }) => {
      client.sent.push(
        Object.fromEntries(
          [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
        ),
      );
      const answer = client.answers.shift();
      return {
        json: async () => {
          if (!answer) throw new Error('no answer left');
          if ('error' in answer) throw answer.error;
          return answer.result;
        },
      };
    },
  },
}));

function serve(answers: Answer[]) {
  client.answers = answers;
  client.sent = [];
  return client.sent;
}

function openDialog() {
  return renderWithUser(
    <QueryClientProvider client={new QueryClient()}>
      <ImportRecipientsDialog open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

const file = () => new File(['Cliente,Contacto\nAna,ana@example.es\n'], 'clientes.csv', { type: 'text/csv' });

describe('ImportRecipientsDialog', () => {
  it('asks for a file before sending anything', async () => {
    const sent = serve([]);
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose a CSV or XLSX file')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('offers the mapping step with the headers found and the language column preselected, resends with the chosen columns, then reports each refused line', async () => {
    const sent = serve([
      {
        error: new ApiError(
          422,
          'IMPORT_NO_EMAIL_COLUMN',
          'The file has no email field',
          null,
          {},
          {
            headers: ['Cliente', 'Contacto', 'Idioma'],
            language_column: 'Idioma',
          },
        ),
      },
      {
        result: {
          imported: 1,
          merged: 0,
          refused: 1,
          refused_lines: [
            {
              line: 3,
              email: 'no-email',
              reason: {
                key: 'import.invalid_email',
                message: 'Invalid email at line 3',
                params: { line: 3 },
              },
            },
          ],
        },
      },
    ]);
    const { user } = openDialog();
    await user.upload(screen.getByLabelText('File'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const email = await screen.findByRole('combobox', { name: 'Email column' });
    expect(
      within(email)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cliente', 'Contacto', 'Idioma']);
    await user.selectOptions(email, 'Contacto');
    // The language column the API recognised by its header comes chosen; "none" is one choice away.
    const language = screen.getByRole('combobox', { name: 'Language column (optional)' });
    expect((language as HTMLSelectElement).value).toBe('Idioma');
    expect(within(language).getAllByRole('option')[0]?.textContent).toBe('No language column');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Name column (optional)' }), 'Cliente');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeTruthy();
    expect(sent).toEqual([
      { file: 'clientes.csv' },
      { file: 'clientes.csv', email_column: 'Contacto', name_column: 'Cliente', language_column: 'Idioma' },
    ]);
    const row = screen.getByRole('row', { name: /no-email/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'no-email', 'Invalid email at line 3']);
  });

  it('shows a refusal of the whole file in place', async () => {
    serve([{ error: new ApiError(422, 'IMPORT_TOO_MANY_CONTACTS', 'The file has more than 5000 contacts') }]);
    const { user } = openDialog();
    await user.upload(screen.getByLabelText('File'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file has more than 5000 contacts')).toBeTruthy();
  });
});
