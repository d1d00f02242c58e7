import { callApi } from './api-client';
import { endSessionAndGoTo } from './session';

/**
 * Logs out on the server first, so the token is refused from now on even if a copy of it
 * survives (a shared computer, a lost phone), then ends the session here. The session ends here
 * whatever the server answers: a token the server already refuses needs no revoking.
 */
export async function logOutAndGoTo(href: string, scope: 'this-session' | 'everywhere' = 'this-session') {
  await callApi(scope === 'everywhere' ? 'logout-everywhere' : 'logout').catch(() => undefined);
  endSessionAndGoTo(href);
}
