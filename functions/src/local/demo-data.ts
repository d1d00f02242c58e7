/** The demo logins `npm start` seeds on a fresh store and prints; browser tests sign in with them. */
export const DEMO_PASSWORD = 'Instruire2026';

export const demoLogins = {
  superowner: 'superadmin',
  owner: 'andrei.ionescu',
  admin: 'maria.popa',
  employee: 'ion.georgescu',
} as const;

/** The demo's worker who trains in English (docs/product.md, training in the worker's language). */
export const DEMO_ENGLISH_WORKER = 'sunil.perera';
