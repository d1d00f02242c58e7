import { describe, expect, it } from 'vitest';
import { buildPath, matchPath } from '../src/paths';

describe('route paths', () => {
  it('matches a path with and without the trailing slash and decodes parameters', () => {
    expect(matchPath('/api/companies/{id}', '/api/companies/abc/')).toEqual({ id: 'abc' });
    expect(matchPath('/api/companies/{id}', '/api/companies/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/api/companies/{id}', '/api/companies/abc/users')).toBeNull();
    expect(matchPath('/api/token', '/api/tokenx')).toBeNull();
    expect(matchPath('/api/companies/{id}', '/api/companies/%E0%A4%A')).toBeNull();
  });

  it("builds the spec's URL with a trailing slash and encoded parameters", () => {
    expect(buildPath('/api/token')).toBe('/api/token/');
    expect(buildPath('/api/courses/{id}/assign', { id: 'a/b' })).toBe('/api/courses/a%2Fb/assign/');
    expect(() => buildPath('/api/courses/{id}')).toThrow();
  });
});
