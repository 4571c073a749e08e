import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

test.describe.configure({ timeout: 90_000 });

test('the editor lists an item’s revisions and restores one as a new revision', async ({ page, request }) => {
  const signedIn = await request.post('/auth_user', {
    data: { email: USERS.reviewer.email, password: USERS.reviewer.password },
  });
  const headers = { Authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const created = await request.post('/v1/news_infos', {
    headers,
    data: { title: 'Reforma del Estatuto de los Trabajadores' },
  });
  expect(created.status()).toBe(201);
  const { id, revision } = ((await created.json()) as { object: { id: string; revision: number } }).object;
  const saved = await request.put(`/v1/news_infos/${id}`, {
    headers,
    data: { title: 'Reforma laboral: lo que cambia en 2027', revision },
  });
  expect(saved.status()).toBe(200);

  await signIn(page, USERS.reviewer, { at: `/news/edit/${id}` });
  const title = page.getByLabel('Título', { exact: true });
  await expect(title).toHaveValue('Reforma laboral: lo que cambia en 2027');
  const revisions = page.getByRole('region', { name: 'Revisiones' });
  await expect(revisions.getByText('Revisión 2')).toBeVisible();

  await revisions.getByRole('button', { name: 'Restaurar la revisión 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurar' }).click();
  // The editor reopens on the restored fields, now revision 3.
  await expect(title).toHaveValue('Reforma del Estatuto de los Trabajadores');
  await expect(revisions.getByText('Revisión 3')).toBeVisible();
});
