import { useDocumentTitle } from '@mantine/hooks';
import { texts } from '@ssm/shared';

/** Sets the browser tab's title to the page name followed by the app name. */
export function usePageTitle(pageTitle: string): void {
  useDocumentTitle(`${pageTitle} · ${texts.common.appName}`);
}
