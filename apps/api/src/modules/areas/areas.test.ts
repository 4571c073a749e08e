import { LATAM_AREAS } from '@gaceta/shared/areas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/areas', () => {
  it('is public and gives the 19 areas with labels and the Latam group', async () => {
    const response = await t.app.request('/v1/areas');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { objects: { code: string; label: string }[]; latam: string[] };
    expect(body.objects).toHaveLength(19);
    expect(body.objects[0]).toEqual({ code: 'esp', label: 'Spain' });
    expect(body.objects).toContainEqual({ code: 'tto', label: 'Trinidad and Tobago' });
    expect(body.latam).toEqual(LATAM_AREAS);
    expect(body.latam).not.toContain('esp');
    expect(body.latam).toHaveLength(18);
  });
});
