import { randomBytes } from 'node:crypto';
import { computeCuiCheckDigit } from '@ssm/shared';
import { createUser, type UserRecord } from '../../src/accounts/data/users';
import { tokenClaimsFor } from '../../src/accounts/domain/account';
import {
  type StretchedPassword,
  stretchPassword,
  TEST_PASSWORD_HASH_COST_ENV,
} from '../../src/accounts/domain/passwords';
import { type CompanyRecord, createCompany } from '../../src/companies/data/companies';
import { createFirm, type FirmRecord } from '../../src/firms/data/firms';
import { buildUserRecord, type UserPlacement } from '../../src/local/builders';
import { nowIso } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { issueToken } from '../../src/platform/tokens';

/*
 * Data builders: every test makes its own firm, companies and people with unique names, so
 * test files share one database without seeing each other's data.
 */

export const TEST_PASSWORD = 'Parola-Test1';
/**
 * The test password stretched once per hash cost in force (a file may set the production cost);
 * each user's hash peppers it with their own id.
 */
const testPasswords = new Map<string | undefined, Promise<StretchedPassword>>();
const testPassword = () => {
  const cost = process.env[TEST_PASSWORD_HASH_COST_ENV];
  let stretched = testPasswords.get(cost);
  if (!stretched) {
    stretched = stretchPassword(TEST_PASSWORD);
    testPasswords.set(cost, stretched);
  }
  return stretched;
};

export function uniqueName(prefix: string): string {
  return `${prefix}.${randomBytes(5).toString('hex')}`;
}

/** A CUI with a correct check digit that no other test uses (firms are unique by CUI). */
export function uniqueCui(): string {
  const digits = String(10_000_000 + (randomBytes(4).readUInt32BE() % 89_999_999));
  return `${digits}${computeCuiCheckDigit(digits)}`;
}

/** A classic trade-register number that no other test uses (county, sequence and year vary). */
export function uniqueRegCom(): string {
  const random = (count: number) => randomBytes(4).readUInt32BE() % count;
  return `J${1 + random(52)}/${1 + random(9_999_999)}/${1990 + random(36)}`;
}

export async function buildFirm(overrides: Partial<FirmRecord> = {}): Promise<FirmRecord> {
  const firm: FirmRecord = {
    id: newId(),
    name: uniqueName('Firma SSM'),
    cui: uniqueCui(),
    reg_com: uniqueRegCom(),
    address: 'Str. Exemplu nr. 1, București',
    created_at: nowIso(),
    ...overrides,
  };
  const outcome = await createFirm(firm);
  if (outcome !== 'created') throw new Error(`buildFirm: ${outcome}`);
  return firm;
}

export async function buildCompany(
  firmId: string,
  overrides: Partial<CompanyRecord> = {},
): Promise<CompanyRecord> {
  const company: CompanyRecord = {
    id: newId(),
    firm_id: firmId,
    name: uniqueName('Compania'),
    registration_number: uniqueRegCom(),
    address: 'Str. Fabricii nr. 2, Cluj-Napoca',
    training_frequency_months: 6,
    created_at: nowIso(),
    record_count: 0,
    signed_record_count: 0,
    awaiting_admin_count: 0,
    ...overrides,
  };
  const outcome = await createCompany(company);
  if (outcome !== 'created') throw new Error(`buildCompany: ${outcome}`);
  return company;
}

export async function buildUser(
  placement: UserPlacement,
  overrides: Partial<UserRecord> & { password?: StretchedPassword } = {},
): Promise<UserRecord> {
  const { password, ...profile } = overrides;
  const fields = {
    username: uniqueName(placement.role),
    first_name: 'Ioana',
    last_name: 'Test',
    password: password ?? (await testPassword()),
    ...profile,
  };
  const user: UserRecord =
    placement.role === 'superowner'
      ? {
          ...(await buildUserRecord({ role: 'owner', firmId: '' }, fields)),
          role: 'superowner',
          is_superowner: true,
          firm_id: null,
          ...profile,
        }
      : await buildUserRecord(placement, fields);
  const outcome = await createUser(user);
  if (outcome !== 'created') throw new Error(`buildUser: ${outcome}`);
  return user;
}

/** A valid bearer token for the user, as the login would issue it. */
export function tokenFor(user: UserRecord): Promise<string> {
  return issueToken(tokenClaimsFor(user));
}

/** A firm with an owner, one company with an admin and an employee: the usual cast of a test. */
export async function buildTenant() {
  const firm = await buildFirm();
  const company = await buildCompany(firm.id);
  const owner = await buildUser({ role: 'owner', firmId: firm.id });
  const admin = await buildUser({ role: 'admin', firmId: firm.id, companyId: company.id });
  const employee = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
  return { firm, company, owner, admin, employee };
}
