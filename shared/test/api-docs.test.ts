import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  API_REFERENCE_BEGIN,
  API_REFERENCE_END,
  type DocumentedRoute,
  renderApiReference,
  withApiReference,
} from '../scripts/api-reference';
import { chosenEntityId, entityId, routeList } from '../src';

const apiDocPath = fileURLToPath(new URL('../../docs/api.md', import.meta.url));

function sampleRoute(overrides: Partial<DocumentedRoute>): DocumentedRoute {
  return {
    id: 'sample',
    method: 'POST',
    path: '/api/samples/{id}',
    access: ['owner'],
    summary: 'A sample.',
    needs: { table: 'write' },
    response: z.object({ id: entityId }),
    ...overrides,
  };
}

describe('docs/api.md', () => {
  it('holds the reference the route table generates', async () => {
    const committed = await readFile(apiDocPath, 'utf8');

    expect(
      committed,
      'docs/api.md differs from the route table: run `npm run docs:api` and commit the result',
    ).toBe(withApiReference(committed));
  });

  it('documents every route of the table with its method, path and who may call it', () => {
    const reference = renderApiReference();

    for (const route of routeList) {
      expect(reference).toContain(`### <a id="route-${route.id}"></a>${route.method} \`${route.path}/\``);
    }
    expect(reference).toContain('| [POST `/api/token/`](#route-token) | anyone, without a token |');
  });
});

describe('the generated reference', () => {
  it("lists a request body's fields with their type, whether they are required and their rules", () => {
    const route = sampleRoute({
      acceptsMultipart: true,
      successStatus: 201,
      body: z.object({
        company_id: chosenEntityId('Alege compania.'),
        name: z.string().trim().min(1).max(200),
        kind: z.enum(['SSM', 'PSI-SU']).default('SSM'),
        answers: z.array(z.string().max(500)).length(4),
        rows: z.array(z.object({ email: z.email().max(254), note: z.string().max(10).nullable() })).max(3),
      }),
    });

    const reference = renderApiReference([route]);

    expect(reference).toContain('- body: JSON or `multipart/form-data`');
    expect(reference).toContain('| `company_id` | id | yes |');
    expect(reference).toContain('| `name` | string | yes | 1 to 200 characters |');
    expect(reference).toContain('| `kind` | one of `SSM`, `PSI-SU` | no | default `SSM` |');
    expect(reference).toContain(
      '| `answers` | list of strings | yes | exactly 4 items; each at most 500 characters |',
    );
    expect(reference).toContain('| `rows[].email` | e-mail address | yes | at most 254 characters |');
    expect(reference).toContain('| `rows[].note` | string or null | yes | at most 10 characters |');
    expect(reference).toContain('**Answer** (201)');
  });

  it('shows each shape of an answer that may take several, and a list by its items', () => {
    const union = sampleRoute({
      response: z.union([z.object({ zip_url: z.string() }), z.object({ job_id: entityId })]),
    });
    const list = sampleRoute({ id: 'list', response: z.array(z.object({ when: z.iso.datetime() })) });

    const reference = renderApiReference([union, list]);

    expect(reference).toContain(
      'Shape 1 of 2:\n\n| field | type | always there |\n|---|---|---|\n| `zip_url` |',
    );
    expect(reference).toContain(
      'Shape 2 of 2:\n\n| field | type | always there |\n|---|---|---|\n| `job_id` | id |',
    );
    expect(reference).toContain('A JSON array; each item:\n\n| field | type | always there |');
    expect(reference).toContain('| `when` | date-time | yes |');
  });

  it('escapes a pipe inside a pattern, which would otherwise split the table cell', () => {
    const route = sampleRoute({ query: z.object({ code: z.string().regex(/^(a|b)$/) }) });

    expect(renderApiReference([route])).toContain('| `code` | string | yes | matches `^(a\\|b)$` |');
  });

  it('replaces only what lies between the markers', () => {
    const page = `# API\n\nHand-written.\n\n${API_REFERENCE_BEGIN}\nold\n${API_REFERENCE_END}\n\nAfter.\n`;

    expect(withApiReference(page, 'new\n')).toBe(
      `# API\n\nHand-written.\n\n${API_REFERENCE_BEGIN}\nnew\n${API_REFERENCE_END}\n\nAfter.\n`,
    );
  });

  it('refuses a page without the markers instead of appending somewhere', () => {
    expect(() => withApiReference('# API\n')).toThrow(/markers/);
  });
});
