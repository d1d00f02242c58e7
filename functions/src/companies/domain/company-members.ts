import type { UserRecord } from '../../accounts/data/users';

export type CompanyMember = UserRecord & { role: 'admin' | 'employee'; firm_id: string; company_id: string };

/** Whether a stored user is an admin or employee of the firm (another firm's reads as nobody). */
export function isCompanyMemberOf(user: UserRecord | null, firmId: string): user is CompanyMember {
  return (
    user !== null &&
    user.firm_id === firmId &&
    user.company_id !== null &&
    (user.role === 'admin' || user.role === 'employee')
  );
}
