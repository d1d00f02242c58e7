import type { Role } from '@ssm/shared';
import { ANYONE, paths } from '../../src/config/paths';

/*
 * The catalogue of the app's screens, read from `paths` (web/src/config/paths.ts), which declares
 * every page's address and who may open it and which the router mounts: the component tests open
 * every page as each role that may (web/test/every-screen.test.tsx), and the browser tests check
 * every page on a phone and on a desktop (web/e2e/support/screens.ts), so a page added there is
 * walked by both, or they say which page they miss.
 */

/** A page of the app by its name in `paths`; the root only sends to the login. */
export type PageName = Exclude<keyof typeof paths, 'root'>;

export const PAGE_NAMES = (Object.keys(paths) as (keyof typeof paths)[]).filter(
  (name): name is PageName => name !== 'root',
);

/** An address no page has, where the app shows its not-found page. */
export const UNKNOWN_ADDRESS = '/o-pagina-care-nu-exista';

/** Who opens the page in a test: a visitor for a page open to anyone, else each role the guard lets in. */
export function visitorsOf(name: PageName): (Role | null)[] {
  const { access } = paths[name];
  return access === ANYONE ? [null] : [...access];
}

/** Whether the role (null: a visitor) may open the page; a page open to anyone is open to every role. */
export function mayOpen(name: PageName, role: Role | null): boolean {
  const { access } = paths[name];
  return access === ANYONE || (role !== null && (access as readonly Role[]).includes(role));
}

/** The page's address, each `:parameter` of its path filled from `params`. */
export function addressOf(name: PageName, params: Record<string, string> = {}): string {
  return paths[name].path.replace(/:(\w+)/g, (_, parameter: string) => {
    const value = params[parameter];
    if (value === undefined) throw new Error(`The address of ${name} needs :${parameter}`);
    return encodeURIComponent(value);
  });
}
