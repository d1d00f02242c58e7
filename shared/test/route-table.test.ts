import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AREAS, type RouteDefinition, routeList } from '../src';

const ROUTES_DIR = fileURLToPath(new URL('../src/contract/routes', import.meta.url));

function queryKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

describe('the route table', () => {
  it('lists every route module once, each in the folder of its area', () => {
    const folders = readdirSync(ROUTES_DIR).filter((entry) => entry !== 'index.ts');
    const modules = folders.flatMap((folder) =>
      readdirSync(`${ROUTES_DIR}/${folder}`).map((file) => `${folder}/${file.replace(/\.ts$/, '')}`),
    );

    expect(AREAS).toEqual(expect.arrayContaining(folders));
    expect(routeList.map((route) => `${route.area}/${route.id}`).sort()).toEqual(modules.sort());
  });

  it('pages exactly the routes that declare it: `limit` and `cursor` in the query', () => {
    for (const route of routeList as readonly RouteDefinition[]) {
      const keys = queryKeys(route.query);
      const paged = route.paged === true;
      expect(keys.includes('limit') && keys.includes('cursor'), route.id).toBe(paged);
    }
  });
});
