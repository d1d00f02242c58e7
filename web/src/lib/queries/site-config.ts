import { DEFAULT_SITE_CONFIG, parseSiteConfig, SITE_CONFIG_PATH, type SiteConfig } from '@ssm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The site's settings (shared/src/site-config.ts), served beside the app; a site without the file
 * (the development server) or an answer that is not one shows the defaults. Read once per load.
 */
async function fetchSiteConfig(): Promise<SiteConfig> {
  try {
    const response = await fetch(SITE_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return DEFAULT_SITE_CONFIG;
    return parseSiteConfig(await response.json());
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: fetchSiteConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The contact details the public pages show; undefined while on their way. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
