/**
 * Addresses of the site that e-mails link to (docs/training-status.md, "E-mails"): the back end
 * writes them, the web client mounts and reads them, so both spell them from here.
 */

export const LOGIN_PAGE_PATH = '/login';
/** The login page's query parameter naming the page to open after signing in. */
export const LOGIN_NEXT_PARAMETER = 'next';
/** The page that stops a worker's training reminders from an e-mail's link, without signing in. */
export const REMINDERS_OFF_PAGE_PATH = '/mementouri';
export const REMINDERS_TOKEN_PARAMETER = 'cheie';
/** The counter-signers' page: what the reminder to a company's admins links to. */
export const DOCUMENTS_TO_SIGN_PAGE_PATH = '/documente-de-semnat';

export function coursePagePath(courseId: string): string {
  return `/courses/${encodeURIComponent(courseId)}`;
}

/** A company's people and their trainings (its firm's owners and its admin). */
export function companyTrainingsPagePath(companyId: string): string {
  return `/companii/${encodeURIComponent(companyId)}`;
}

/** The dashboard of a company's admin and of an employee: each shows "Instruirile mele". */
export const WORKER_DASHBOARD_PATHS = {
  admin: '/dashboard-admin',
  employee: '/dashboard-employee',
} as const;

/**
 * The path a `next` parameter may send the browser to after login: one of the site's own
 * (`/` followed by anything but a second `/` or `\`, which browsers read as another host), no
 * control characters; anything else is ignored.
 */
export function toSitePath(next: string | null | undefined): string | null {
  if (!next || next.length > 500) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  return next;
}

/** The login page of the site at `baseUrl`, opening `path` once the user has signed in. */
export function loginLinkTo(baseUrl: string, path: string): string {
  return `${baseUrl}${LOGIN_PAGE_PATH}?${new URLSearchParams({ [LOGIN_NEXT_PARAMETER]: path })}`;
}

/** The one-click page that stops the reminders of the worker whose signed key it carries. */
export function remindersOffLink(baseUrl: string, token: string): string {
  return `${baseUrl}${REMINDERS_OFF_PAGE_PATH}?${new URLSearchParams({ [REMINDERS_TOKEN_PARAMETER]: token })}`;
}
