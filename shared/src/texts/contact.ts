export const contact = {
  title: 'Contact',
  emailLabel: 'Email',
  phoneLabel: 'Telefon',
  // The addresses themselves are settings (shared/src/site-config.ts), not texts.
} as const;
