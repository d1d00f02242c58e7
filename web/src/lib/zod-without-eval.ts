import { config } from 'zod';

/*
 * Zod compiles object parsers with `new Function` unless told not to, and decides that when each
 * schema is created, i.e. while the shared contract's modules load. The site's CSP forbids eval,
 * so this module must run before anything imports `@ssm/shared`: main.tsx imports it first.
 */
config({ jitless: true });
