import type { StaffCategory } from '@ssm/shared';
import { newUserRecord, type UserRecord } from '../../functions/src/accounts/data/users';
import type { CompanyRecord } from '../../functions/src/companies/data/companies';
import type { FirmRecord } from '../../functions/src/firms/data/firms';
import { newId } from '../../functions/src/platform/ids';

/*
 * A client company's people as the training benchmarks seed them: built directly as user records
 * (for the data layer's entity to turn into items), with the mix of training states a company
 * has on an ordinary day.
 */

const DAY_MS = 86_400_000;
const DOMAINS = ['SSM', 'PSI-SU'] as const;

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

type WorkerKind =
  | 'untrained'
  | 'introductory only'
  | 'overdue'
  | 'due within 7 days'
  | 'due within 30 days'
  | 'in term';

/**
 * The mix of one company's people, by their position among 50: 2 untrained (one with no
 * training, one with the introductory only, both hired in the last weeks), 3 overdue, 2 due
 * within a week, 3 due within the month, the rest in term; the first is the company's admin.
 */
function kindOf(slot: number): WorkerKind {
  const position = slot % 50;
  if (position === 1) return 'untrained';
  if (position === 2) return 'introductory only';
  if (position <= 5) return 'overdue';
  if (position <= 7) return 'due within 7 days';
  if (position <= 10) return 'due within 30 days';
  return 'in term';
}

/** Days from NOW to the worker's periodic due date, spread within their kind. */
function dueInDays(kind: WorkerKind, seed: number, intervalMonths: number): number {
  if (kind === 'overdue') return -(5 + (seed % 60));
  if (kind === 'due within 7 days') return 1 + (seed % 7);
  if (kind === 'due within 30 days') return 8 + (seed % 23);
  return 31 + (seed % (intervalMonths * 30 - 31));
}

/** Every two in three people have an e-mail address; one in seventeen of those stopped reminders. */
function contactOf(slot: number, username: string): Pick<UserRecord, 'email' | 'training_reminders_off'> {
  if (slot % 3 === 2) return { email: null };
  return { email: `${username}@example.ro`, ...(slot % 17 === 0 ? { training_reminders_off: true } : {}) };
}

function staffCategoryOf(slot: number): StaffCategory | null {
  if (slot % 10 === 9) return null;
  return slot % 5 === 4 ? 'tehnico_administrativ' : 'muncitor';
}

function marksOf(kind: WorkerKind, hiredAt: Date, lastPeriodicAt: Date | null): string[] {
  const hire = hiredAt.toISOString();
  return DOMAINS.flatMap((domain) => {
    if (kind === 'untrained') return [];
    if (kind === 'introductory only') return [`${domain}#introductive#${hire}`];
    const initial = [`${domain}#introductive#${hire}`, `${domain}#loc_munca#${hire}`];
    return lastPeriodicAt ? [...initial, `${domain}#periodica#${lastPeriodicAt.toISOString()}`] : initial;
  });
}

export function buildWorker(options: {
  now: Date;
  firmId: string;
  company: CompanyRecord;
  slot: number;
  passwordHash: string;
}): UserRecord {
  const { company, slot } = options;
  const seed = slot * 7919 + Number.parseInt(company.id.slice(-4), 36);
  const kind = kindOf(slot);
  const category = staffCategoryOf(slot);
  const interval =
    category === 'muncitor'
      ? 6
      : category === 'tehnico_administrativ'
        ? 12
        : company.training_frequency_months;
  const username = `lucrator.${company.id.toLowerCase()}.${slot}`;
  let hiredAt: Date;
  let lastPeriodicAt: Date | null = null;
  if (kind === 'untrained' || kind === 'introductory only') {
    hiredAt = daysFrom(options.now, -(3 + (seed % 20)));
  } else {
    // The last periodic (or, within the first interval, the workplace training) sets the due date.
    const lastTrainingAt = daysFrom(
      options.now,
      dueInDays(kind, seed, interval) - Math.round(interval * 30.44),
    );
    const isFirstInterval = seed % 4 === 0;
    hiredAt = isFirstInterval
      ? lastTrainingAt
      : new Date(lastTrainingAt.getTime() - (180 + (seed % 900)) * DAY_MS);
    if (!isFirstInterval) lastPeriodicAt = lastTrainingAt;
  }
  return newUserRecord({
    id: newId(),
    username,
    role: slot === 0 ? 'admin' : 'employee',
    is_superowner: false,
    first_name: 'Vasile',
    last_name: `Stan ${slot}`,
    ...contactOf(slot, username),
    birth_date: '1985-06-15',
    hire_date: isoDay(hiredAt),
    job_title: 'Operator producție',
    address: 'Str. Fabricii nr. 2, Cluj-Napoca',
    birth_place: null,
    workplace: null,
    qualification: null,
    firm_id: options.firmId,
    company_id: company.id,
    password_hash: options.passwordHash,
    password_version: 1,
    created_at: hiredAt.toISOString(),
    staff_category: category,
    training_marks: marksOf(kind, hiredAt, lastPeriodicAt),
  });
}

/**
 * The firm's owner, signed in by a token the benchmark issues (the hash, one for every user of the
 * benchmark and peppered for none of them, only fills the item).
 */
export function buildOwner(options: {
  now: Date;
  firmId: string;
  username: string;
  email: string | null;
  passwordHash: string;
}): UserRecord {
  return newUserRecord({
    id: newId(),
    username: options.username,
    role: 'owner',
    is_superowner: false,
    first_name: 'Andrei',
    last_name: 'Ionescu',
    email: options.email,
    birth_date: null,
    hire_date: null,
    job_title: null,
    address: null,
    birth_place: null,
    workplace: null,
    qualification: null,
    firm_id: options.firmId,
    company_id: null,
    password_hash: options.passwordHash,
    password_version: 1,
    created_at: options.now.toISOString(),
  });
}

/** A benchmark's SSM firm and its owner, who has no e-mail. */
export function buildFirmWithOwner(options: { now: Date; name: string; passwordHash: string }) {
  const firm: FirmRecord = {
    id: newId(),
    name: options.name,
    cui: '12345674',
    reg_com: 'J40/1/2015',
    address: 'Str. Doamnei nr. 12, București',
    created_at: options.now.toISOString(),
  };
  const owner = buildOwner({
    now: options.now,
    firmId: firm.id,
    username: `owner.${firm.id.toLowerCase()}`,
    email: null,
    passwordHash: options.passwordHash,
  });
  return { firm, owner };
}

/** A benchmark firm's client companies, numbered `Compania 0001 SRL` onwards. */
export function buildCompanies(options: { now: Date; firmId: string; count: number }): CompanyRecord[] {
  return Array.from({ length: options.count }, (_, index) => ({
    id: newId(),
    firm_id: options.firmId,
    name: `Compania ${String(index + 1).padStart(4, '0')} SRL`,
    registration_number: `J12/${index + 1}/2020`,
    address: 'Str. Fabricii nr. 2, Cluj-Napoca',
    training_frequency_months: 6,
    created_at: options.now.toISOString(),
    record_count: 0,
    signed_record_count: 0,
    awaiting_admin_count: 0,
  }));
}
