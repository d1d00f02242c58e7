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

export function matchPath(path: string, requestPath: string): Record<string, string> | null {
  const match = compilePathPattern(path).exec(requestPath);
  if (!match) return null;
  const names = pathParameterNames(path);
  const parameters: Record<string, string> = {};
  names.forEach((name, index) => {
    parameters[name] = decodeURIComponent(match[index + 1] as string);
  });
  return parameters;
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
