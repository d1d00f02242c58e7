import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type RouteDefinition, routeList } from '../src';

/*
 * Every string and list a client can send has a size of its own, not only the body's byte cap:
 * a handler may hold, hash, store or loop over what it accepts. A string counts as capped by a
 * maximum length, a fixed set of values, or an anchored pattern without unbounded repetition.
 */
type JsonSchema = {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

function isBoundedPattern(pattern: string | undefined): boolean {
  if (!pattern?.startsWith('^') || !pattern.endsWith('$')) return false;
  const withoutEscapes = pattern.replace(/\\./g, '');
  return !/[*+]|\{\d+,\}/.test(withoutEscapes);
}

function uncappedParts(node: JsonSchema, path: string): string[] {
  const found: string[] = [];
  const isCappedString =
    node.maxLength !== undefined ||
    node.enum !== undefined ||
    node.const !== undefined ||
    isBoundedPattern(node.pattern);
  if (node.type === 'string' && !isCappedString) found.push(`${path}: a string without a maximum length`);
  if (node.type === 'array' && node.maxItems === undefined)
    found.push(`${path}: a list without a maximum size`);
  if (typeof node.additionalProperties === 'object') found.push(`${path}: an object with open keys`);
  for (const [key, child] of Object.entries(node.properties ?? {}))
    found.push(...uncappedParts(child, `${path}.${key}`));
  if (node.items) found.push(...uncappedParts(node.items, `${path}[]`));
  for (const alternative of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    found.push(...uncappedParts(alternative, path));
  }
  return found;
}

describe('request schemas', () => {
  it.each(routeList.map((route): [string, RouteDefinition] => [route.id, route]))(
    '%s caps every string and list',
    (_id, route) => {
      const found = (['body', 'query', 'params'] as const).flatMap((part) => {
        const schema = route[part];
        if (!schema) return [];
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        return uncappedParts(json, part);
      });

      expect(found).toEqual([]);
    },
  );

  it('are checked deeply: an uncapped string inside a list is found', () => {
    const schema = z.object({ rows: z.array(z.object({ name: z.string() })).max(10) });

    expect(uncappedParts(z.toJSONSchema(schema) as JsonSchema, 'body')).toEqual([
      'body.rows[].name: a string without a maximum length',
    ]);
  });
});
