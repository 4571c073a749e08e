import { AREA_CODES, AREAS, AreasResponse, LATAM_AREAS } from '@gaceta/shared/areas';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { describe } from '../../openapi';

const RESPONSE: AreasResponse = {
  objects: AREA_CODES.map((code) => ({ code, label: AREAS[code] })),
  latam: LATAM_AREAS,
};

export const areasRoutes = new Hono<AppEnv>().get(
  '/v1/areas',
  describe({
    access: 'public',
    summary: "The areas (tolgeo) and the codes the 'Latam' label covers",
    tags: ['system'],
    response: { status: 200, schema: AreasResponse },
  }),
  (c) => c.json(RESPONSE, 200),
);
