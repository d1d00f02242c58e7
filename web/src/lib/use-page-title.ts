import { useDocumentTitle } from '@mantine/hooks';
import { texts } from '@ssm/shared';

/** Sets the browser tab's title to the page name followed by the app name; without one it stays. */
export function usePageTitle(pageTitle: string | undefined): void {
  useDocumentTitle(pageTitle === undefined ? '' : `${pageTitle} · ${texts.common.appName}`);
}
