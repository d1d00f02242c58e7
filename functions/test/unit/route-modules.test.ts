import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeList } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { handlerModulePath } from '../../src/deployment';

const SOURCE_DIR = fileURLToPath(new URL('../../src', import.meta.url));

/** Handler modules are the files of a slice's `handlers` folder, named `<slice>/<route id>`. */
function handlerModules(): string[] {
  return readdirSync(SOURCE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((slice) => {
      const handlers = join(SOURCE_DIR, slice.name, 'handlers');
      const files = readdirSync(join(SOURCE_DIR, slice.name)).includes('handlers')
        ? readdirSync(handlers)
        : [];
      return files
        .filter((file) => file.endsWith('.ts'))
        .map((file) => `${slice.name}/${file.replace(/\.ts$/, '')}`);
    })
    .sort();
}

describe('the route table and the handler modules', () => {
  it('has exactly one handler module per route, in the slice of its area, and one route per handler module', () => {
    const expected = routeList.map((definition) => `${definition.area}/${definition.id}`).sort();

    expect(handlerModules()).toEqual(expected);
  });

  // Loads every handler module with its dependencies: seconds when the machine is busy.
  it('wires each handler module to its own route id', { timeout: 60_000 }, async () => {
    for (const definition of routeList) {
      const module = (await import(handlerModulePath(definition))) as { handler: { routeId: string } };
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
