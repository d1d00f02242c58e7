import type { Role } from '@ssm/shared';
import type { ApiResponse } from '@/lib/api-client';

type LoginUser = ApiResponse<'token'>['user'];
type CurrentUser = ApiResponse<'users-me'>;
type ProgressItem = ApiResponse<'user-progress'>[number];

let sequence = 0;

/** A fresh id in the server's ULID shape, so answers pass the contract's schemas. */
export function buildId(): string {
  sequence += 1;
  return `01HZ${String(sequence).padStart(22, '0')}`;
}

export function buildLoginUser(overrides: Partial<LoginUser> = {}): LoginUser {
  return {
    id: buildId(),
    role: 'employee',
    is_superowner: false,
    username: 'ion.georgescu',
    first_name: 'Ion',
    last_name: 'Georgescu',
    ...overrides,
  };
}

export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...buildLoginUser(),
    email: 'ion.georgescu@example.com',
    birth_date: '1990-03-07',
    hire_date: '2020-01-15',
    job_title: 'Operator CNC',
    address: 'Str. Lalelelor 5, Cluj-Napoca',
    company: buildId(),
    company_name: 'Construcții Someș SRL',
    firm_id: buildId(),
    firm_name: 'Protect Consult SRL',
    language: 'ro',
    training_reminders: true,
    reminders_key: '01JABCDEFGHJKMNPQRSTVWXYZ0.c2lnbmF0dXJlLWRlLXRlc3QtcGVudHJ1LXByb2ZpbA',
    ...overrides,
  };
}

export function buildProgressItem(overrides: Partial<ProgressItem> = {}): ProgressItem {
  return {
    id: buildId(),
    course: buildId(),
    course_title: 'Instruire periodică SSM',
    quiz_score: 100,
    completed: true,
    completed_at: '2026-02-10T09:30:00.000Z',
    document_status: overrides.completed === false ? null : 'signed',
    ...overrides,
  };
}

function encodeSegment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT with the server's claims; the browser never checks the signature, so a dummy one does. */
export function buildToken(claims: Record<string, unknown>): string {
  return `${encodeSegment({ alg: 'HS256', typ: 'JWT' })}.${encodeSegment(claims)}.c2lnbmF0dXJl`;
}

type SignInOptions = {
  role: Role;
  isSuperowner?: boolean;
  expiresInSeconds?: number;
};

/** Puts a session in localStorage the way a successful login leaves it. */
export function signIn({
  role,
  isSuperowner = role === 'superowner',
  expiresInSeconds = 3600,
}: SignInOptions): void {
  const user = buildLoginUser({ role, is_superowner: isSuperowner });
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  localStorage.setItem('token', buildToken({ sub: user.id, role, is_superowner: isSuperowner, exp }));
  localStorage.setItem('role', role);
  localStorage.setItem('user', JSON.stringify(user));
}

type Company = ApiResponse<'list-companies'>[number];
type CompanyUser = ApiResponse<'get-company-users'>[number];
type PendingDocument = ApiResponse<'pending-owner'>[number];
type Person = ApiResponse<'set-user-active'>;

export function buildCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: buildId(),
    name: 'Construcții Someș SRL',
    registration_number: 'J12/345/2019',
    address: 'Str. Fabricii nr. 9, Cluj-Napoca',
    training_frequency_months: 6,
    simple_signature_allowed: true,
    record_count: 0,
    signed_record_count: 0,
    phone: null,
    email: null,
    representative: null,
    archived_at: null,
    ...overrides,
  };
}

export function buildCompanyUser(overrides: Partial<CompanyUser> = {}): CompanyUser {
  return { id: buildId(), username: 'ana.tudor', first_name: 'Ana', last_name: 'Tudor', ...overrides };
}

/** An active employee of the company given, as the people endpoints answer them, every optional detail empty. */
export function buildPerson(overrides: Partial<Person> & Pick<Person, 'company'>): Person {
  return {
    ...buildCompanyUser(),
    email: null,
    birth_date: null,
    hire_date: null,
    address: null,
    job_title: null,
    birth_place: null,
    workplace: null,
    qualification: null,
    staff_category: null,
    language: 'ro',
    role: 'employee',
    manager: null,
    is_workplace_manager: false,
    active: true,
    ...overrides,
  };
}

/** The capacity an introductory-general record waits for in each state. */
const INTRODUCTORY_CAPACITIES = {
  awaiting_trainee: 'trainee',
  awaiting_manager: 'manager',
  awaiting_admin: 'representative',
  awaiting_owner: 'trainer',
  signed: 'trainer',
} as const satisfies Record<PendingDocument['status'], PendingDocument['capacity']>;

/**
 * A trainee's signed record waiting for the next signature (`status` says whose; `capacity`, in
 * which capacity, that of introductory-general training unless said).
 */
export function buildPendingDocument({
  status = 'awaiting_owner',
  capacity = INTRODUCTORY_CAPACITIES[status],
  traineeLastName = 'Popa',
  courseTitle = 'Instruire PSI',
  shortStudy = false,
}: {
  status?: PendingDocument['status'];
  capacity?: PendingDocument['capacity'];
  traineeLastName?: string;
  courseTitle?: string;
  shortStudy?: boolean;
} = {}): PendingDocument {
  return {
    id: buildId(),
    status,
    company: { id: buildId(), name: 'Construcții Someș SRL' },
    created_at: '2026-02-10T10:00:00.000Z',
    short_study: shortStudy,
    capacity,
    progress: {
      id: buildId(),
      user: {
        id: buildId(),
        username: `ion.${traineeLastName.toLowerCase()}`,
        first_name: 'Ion',
        last_name: traineeLastName,
      },
      course: { id: buildId(), title: courseTitle },
      quiz_score: 90,
      completed_at: '2026-02-10T10:00:00.000Z',
    },
  };
}

type Firm = ApiResponse<'list-firms'>[number];

export function buildFirm(overrides: Partial<Firm> = {}): Firm {
  return {
    id: buildId(),
    name: 'Protect Consult SRL',
    cui: 'RO123',
    reg_com: 'J40/1/2020',
    address: 'București',
    ...overrides,
  };
}

/** What `POST /api/signing-codes/` answers: the code's challenge over the documents, sent to a masked address. */
export function buildSigningCode(
  documentIds: string[],
  role: 'trainee' | 'representative' | 'trainer' = 'trainer',
) {
  return {
    challenge_id: buildId(),
    expires_at: '2026-03-04T08:25:00.000Z',
    manifest_hash: 'a'.repeat(64),
    email: 'i***@e***.ro',
    signatures: documentIds.map((document_id) => ({
      document_id,
      role,
      timestamp: '2026-03-04T08:15:00.000Z',
      hash_signature: 'b'.repeat(64),
      binding_hash: 'c'.repeat(64),
    })),
    not_signed: [],
  };
}
