/**
 * Path helpers shared by the local gateway and the web client. Routes are declared without a
 * trailing slash (API Gateway's rule); the web client calls the spec's paths with one, and both
 * forms match, as on AWS.
 */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

export function compilePathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * A matcher for one route path: the request path's parameters, decoded, or null when the path
 * does not match or carries a malformed percent-encoding (answered 404 like any unknown path).
 */
export function createPathMatcher(path: string): (requestPath: string) => Record<string, string> | null {
  const pattern = compilePathPattern(path);
  const names = pathParameterNames(path);
  return (requestPath) => {
    const match = pattern.exec(requestPath);
    if (!match) return null;
    try {
      return Object.fromEntries(
        names.map((name, index) => [name, decodeURIComponent(match[index + 1] as string)]),
      );
    } catch {
      return null;
    }
  };
}

export function matchPath(path: string, requestPath: string): Record<string, string> | null {
  return createPathMatcher(path)(requestPath);
}

/** The URL the web client calls: parameters filled in, the spec's trailing slash appended. */
export function buildPath(path: string, parameters: Record<string, string> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
  return `${filled}/`;
}
