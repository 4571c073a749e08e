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

  it('offers the mapping step with the columns the API guessed preselected and their first values, resends with the chosen columns, then reports each refused line', async () => {
    const sent = serve([
      {
        error: new ApiError(
          422,
          'IMPORT_NO_EMAIL_COLUMN',
          'The file has no email field',
          null,
          {},
          {
            headers: ['Cliente', 'Contacto', 'Apellidos', 'Idioma'],
            samples: {
              Cliente: ['Ana', 'Luis'],
              Contacto: ['ana@example.es', 'luis@example.es'],
              Apellidos: ['Ruiz', 'Gil'],
              Idioma: [],
            },
            email_column: 'Contacto',
            surname_column: 'Apellidos',
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
            {
              line: 4,
              email: '',
              reason: {
                key: 'import.missing_email',
                message: 'Missing email at line 4',
                params: { line: 4 },
              },
            },
          ],
        },
      },
    ]);
    const { user } = openDialog();
    await user.upload(screen.getByLabelText('File'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    // The column whose values are addresses comes chosen, its first values read with it.
    const email = await screen.findByRole('combobox', { name: 'Email column' });
    expect(
      within(email)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cliente', 'Contacto', 'Apellidos', 'Idioma']);
    expect((email as HTMLSelectElement).value).toBe('Contacto');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Values: ana@example.es, luis@example.es',
    );
    // So do the surname and language columns recognised by their headers; "none" is one choice away.
    const surname = screen.getByRole('combobox', { name: 'Surname column (optional)' });
    expect((surname as HTMLSelectElement).value).toBe('Apellidos');
    const language = screen.getByRole('combobox', { name: 'Language column (optional)' });
    expect((language as HTMLSelectElement).value).toBe('Idioma');
    expect(within(language).getAllByRole('option')[0]?.textContent).toBe('No language column');
    expect(screen.getByText('This column is empty.')).toBeTruthy();
    const name = screen.getByRole('combobox', { name: 'Name column (optional)' });
    expect((name as HTMLSelectElement).value).toBe('');
    await user.selectOptions(name, 'Cliente');
    expect(screen.getByText('Values: Ana, Luis')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeTruthy();
    expect(sent).toEqual([
      { file: 'clientes.csv' },
      {
        file: 'clientes.csv',
        email_column: 'Contacto',
        name_column: 'Cliente',
        surname_column: 'Apellidos',
        language_column: 'Idioma',
      },
    ]);
    const cells = (email: RegExp) =>
      within(screen.getByRole('row', { name: email }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/no-email/)).toEqual(['3', 'no-email', 'Invalid email at line 3']);
    // An empty cell is missing, not invalid.
    expect(cells(/^4/)).toEqual(['4', '', 'Missing email at line 4']);
  });

  it('shows a refusal of the whole file in place', async () => {
    serve([{ error: new ApiError(422, 'IMPORT_TOO_MANY_CONTACTS', 'The file has more than 5000 contacts') }]);
    const { user } = openDialog();
    await user.upload(screen.getByLabelText('File'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file has more than 5000 contacts')).toBeTruthy();
  });
});
