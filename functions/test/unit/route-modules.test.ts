import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeList } from '@ssm/shared';
import { describe, expect, it } from 'vitest';

const HTTP_DIR = fileURLToPath(new URL('../../src/http', import.meta.url));

/** Handler modules are the files in an area folder under src/http (the wrapper lives beside them). */
function handlerModules(): string[] {
  return readdirSync(HTTP_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) =>
      readdirSync(join(HTTP_DIR, area.name))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => relative(HTTP_DIR, join(HTTP_DIR, area.name, file)).replace(/\.ts$/, '')),
    )
    .sort();
}

describe('the route table and the handler modules', () => {
  it('has exactly one handler module per route and one route per handler module', () => {
    const expected = routeList.map((definition) => `${definition.area}/${definition.id}`).sort();

    expect(handlerModules()).toEqual(expected);
  });

  // Loads every handler module with its dependencies: seconds when the machine is busy.
  it('wires each handler module to its own route id', { timeout: 60_000 }, async () => {
    for (const definition of routeList) {
      const module = (await import(join(HTTP_DIR, definition.area, `${definition.id}.ts`))) as {
        handler: { routeId: string };
      };
      expect(module.handler.routeId, definition.id).toBe(definition.id);
    }
  });

  it('declares unique ids and unique method + path pairs without a trailing slash', () => {
    const ids = routeList.map((definition) => definition.id);
    const keys = routeList.map((definition) => `${definition.method} ${definition.path}`);

    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const definition of routeList) expect(definition.path.endsWith('/'), definition.path).toBe(false);
  });
});
