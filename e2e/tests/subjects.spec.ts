import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

test('an admin adds a subject under another, renames it and deletes it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, USERS.admin);
  await page.getByRole('link', { name: 'Gestión de materias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de materias' })).toBeVisible();

  await page.getByRole('button', { name: 'Acciones de Civil' }).click();
  await page.getByRole('menuitem', { name: 'Añadir una submateria' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'Nueva materia dentro de «Civil»' })).toBeVisible();
  await form.getByLabel('Nombre en español').fill(`Arrendamientos ${stamp}`);
  await form.getByLabel('Nombre en inglés').fill(`Leases ${stamp}`);
  await form.getByLabel('Nombre en portugués').fill(`Arrendamentos ${stamp}`);
  await expect(form.getByLabel('Código')).toHaveValue(`leases_${stamp}`);
  await form.getByLabel('Latam (todas las áreas de Latinoamérica)').check();
  await form.getByRole('button', { name: 'Crear materia' }).click();
  await expect(page.getByText('Materia creada')).toBeVisible();

  // The new subject sits under Civil, limited to the Latin American areas.
  const tree = page.getByRole('list', { name: 'Materias' });
  const civil = tree
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Acciones de Civil' }) });
  await expect(civil.getByText(`Arrendamientos ${stamp}`)).toBeVisible();
  await expect(civil.getByText('Argentina')).toBeVisible();

  await page.getByRole('button', { name: `Acciones de Arrendamientos ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Renombrar' }).click();
  await form.getByLabel('Nombre en español').fill(`Alquileres ${stamp}`);
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Materia actualizada')).toBeVisible();
  await expect(tree.getByText(`Alquileres ${stamp}`)).toBeVisible();

  // Moved to the top level, then deleted.
  await page.getByRole('button', { name: `Acciones de Alquileres ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Mover' }).click();
  await form
    .getByLabel('Nueva materia superior')
    .selectOption({ label: 'Nivel principal (sin materia superior)' });
  await form.getByRole('button', { name: 'Mover' }).click();
  await expect(page.getByText('Materia movida')).toBeVisible();
  await expect(civil.getByText(`Alquileres ${stamp}`)).toHaveCount(0);

  await page.getByRole('button', { name: `Acciones de Alquileres ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`¿Eliminar «Alquileres ${stamp}»?`);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Materia eliminada')).toBeVisible();
  await expect(tree.getByText(`Alquileres ${stamp}`)).toHaveCount(0);
});

test('deleting a subject an office follows is refused with a clear message', async ({ page }) => {
  await signIn(page, USERS.admin, { at: '/settings/subject-management' });
  await page.getByRole('button', { name: 'Acciones de Laboral' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Esta materia está en uso y no se puede eliminar');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(
    page.getByRole('list', { name: 'Materias' }).getByText('Laboral', { exact: true }),
  ).toBeVisible();
});

test('subject management is for admins only', async ({ page }) => {
  await signIn(page, USERS.accountManager, { at: '/settings/subject-management' });
  await expect(page.getByRole('heading', { level: 1, name: 'No tiene permiso' })).toBeVisible();
});

test('an office chooses its subjects, warned beyond the recommended four', async ({ page }) => {
  await signIn(page, USERS.accountManager);
  await page.getByRole('link', { name: 'Configuración de materias' }).click();
  await expect(page.getByText('Recomendamos seguir como máximo 4 materias.')).toBeVisible();
  await expect(page.getByLabel('Civil')).toBeChecked();

  await page.getByLabel('Penal').check();
  await expect(page.getByRole('alert')).toContainText('Ha elegido 5 materias');
  await expect(page.getByText('5 materias elegidas')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar materias' }).click();
  await expect(page.getByText('Materias guardadas')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Penal')).toBeChecked();
  await page.getByLabel('Penal').uncheck();
  await page.getByRole('button', { name: 'Guardar materias' }).click();
  await expect(page.getByText('Materias guardadas')).toBeVisible();
  await expect(page.getByText('Recomendamos seguir como máximo 4 materias.')).toBeVisible();
});
