/**
 * The site's settings that are the customer's, not the code's (docs/product.md, Homepage): the
 * contact details the homepage and the login page show. The site reads them at run time from
 * `SITE_CONFIG_PATH`, which the local gateway answers and the CDK stack deploys beside the build,
 * both from the same variables (README, Configuration), so one build serves any firm.
 */
export const SITE_CONFIG_PATH = '/site-config.json';

export type SiteConfig = {
  /** The help and contact address (the login's 'Ajutor și contact', the homepage's e-mail). */
  contactEmail: string;
  /** The homepage's phone, as people write it (spaces allowed). */
  contactPhone: string;
  /** The web page the login's help link leads to (http or https); without one, an e-mail to `contactEmail`. */
  helpUrl: string;
};

/** Placeholders until a deployment sets its own: the customer's real details are not in the code. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  contactEmail: 'contact@example.com',
  contactPhone: '+40 700 000 000',
  helpUrl: '',
};

/** The settings' names as variables of `npm start` and as CDK context keys (README, Configuration). */
export const SITE_CONFIG_VARIABLES = {
  contactEmail: 'CONTACT_EMAIL',
  contactPhone: 'CONTACT_PHONE',
  helpUrl: 'HELP_URL',
} as const satisfies Record<keyof SiteConfig, string>;

/** The settings from `read` (an environment variable's or a context key's value), defaults for the rest. */
export function readSiteConfig(read: (name: keyof SiteConfig) => string | undefined): SiteConfig {
  const settingOf = (name: keyof SiteConfig) => read(name)?.trim() || DEFAULT_SITE_CONFIG[name];
  return {
    contactEmail: settingOf('contactEmail'),
    contactPhone: settingOf('contactPhone'),
    helpUrl: settingOf('helpUrl'),
  };
}

/** The settings the site was served, each one that is missing or not text left at its default. */
export function parseSiteConfig(value: unknown): SiteConfig {
  const served = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return readSiteConfig((name) => {
    const setting = served[name];
    return typeof setting === 'string' ? setting : undefined;
  });
}

/** The login's help link: the configured web page, or an e-mail to the contact address. */
export function helpHref(config: SiteConfig): string {
  return /^https?:\/\//i.test(config.helpUrl) ? config.helpUrl : `mailto:${config.contactEmail}`;
}
