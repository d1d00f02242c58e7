/** The four kinds of users (docs/product.md, roles and permissions). */
export const ROLES = ['superowner', 'owner', 'admin', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a user created by an owner may have (docs/product.md, add user: employee or admin). */
export const COMPANY_ROLES = ['employee', 'admin'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Romanian names of the roles, as the UI shows them. */
export const ROLE_LABELS: Record<Role, string> = {
  superowner: 'Administrator platformă',
  owner: 'Owner',
  admin: 'Administrator',
  employee: 'Angajat',
};
