import { isDeepStrictEqual } from 'node:util';
import {
  COMPANY_EVENT_KINDS,
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  type CourseCategory,
  type CourseSubcategory,
  computeWorkerTrainingStatus,
  DEFAULT_WARNING_DAYS,
  isEventPending,
  type SupplementaryEventKind,
  type WorkerTrainings,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { getUserById, listUsersOfCompany, type UserRecord } from '../../accounts/data/users';
import type { AdminPrincipal, CompanyMemberPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import {
  findNamedCoursesRefusal,
  type ResolvedReenrolment,
  readReenrolment,
} from '../../assignments/domain/named-courses';
import { actorOf, auditEventWrite, newAuditEvent, type RequestOrigin } from '../../audit/data/audit';
import {
  type CompanyRecord,
  getCompany,
  recordCountsOf,
  updateTrainingSettings as saveTrainingSettings,
} from '../../companies/data/companies';
import { isCompanyMemberOf } from '../../companies/domain/company-members';
import { type BodyOf, getCaredForCompany, getOwnCompany } from '../../companies/domain/tenancy';
import { now, nowIso } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  replaceTrainingEvents,
  type TrainingEventRecord,
  type TrainingEventsHolder,
} from '../data/training-events';

/*
 * Every worker's next training (docs/training-status.md, "Every worker's next training"). What the
 * rule needs is stored on the worker's user item (staff category, signed trainings, events) and on
 * the company item (settings, company-wide events); the statuses are computed for today by every
 * reader, so nothing has to be rewritten at midnight.
 */

/** Company-wide events kept on the company item: the latest ones, enough for years of rule changes. */
const MAX_COMPANY_EVENTS = 50;
/** A recording that lost a race with another reads again, this many times at most. */
const MAX_EVENT_ATTEMPTS = 3;

const isDomain = (value: string): value is CourseCategory =>
  (COURSE_CATEGORIES as readonly string[]).includes(value);
const isPhase = (value: string): value is CourseSubcategory =>
  (COURSE_SUBCATEGORIES as readonly string[]).includes(value);

/** The latest signed training per domain and phase, from the marks the signatures appended. */
export function latestTrainings(marks: readonly string[] | undefined): WorkerTrainings {
  const trainings: WorkerTrainings = {};
  for (const mark of marks ?? []) {
    const [category = '', phase = '', completedAt = ''] = mark.split('#');
    if (!isDomain(category) || !isPhase(phase)) continue;
    const known = trainings[category]?.[phase];
    if (!known || Date.parse(completedAt) > Date.parse(known)) {
      trainings[category] = { ...trainings[category], [phase]: completedAt };
    }
  }
  return trainings;
}

function toRuleEvent(event: TrainingEventRecord) {
  return { kind: event.kind, date: event.date, categories: event.categories };
}

/** The rule's figures of one worker of the company, for today (or the day of `at`). */
export function computeWorkerFigures(user: UserRecord, company: CompanyRecord, at: Date = now()) {
  return computeWorkerTrainingStatus({
    hireDate: user.hire_date,
    staffCategory: user.staff_category ?? null,
    trainings: latestTrainings(user.training_marks),
    events: [...(user.training_events ?? []), ...(company.training_events ?? [])].map(toRuleEvent),
    companyFrequencyMonths: company.training_frequency_months,
    companyShorterIntervalMonths: company.training_shorter_interval_months ?? null,
    warningDays: company.training_warning_days ?? DEFAULT_WARNING_DAYS,
    now: at,
  });
}

function toEventView(event: TrainingEventRecord) {
  return {
    id: event.id,
    kind: event.kind,
    date: event.date,
    categories: event.categories,
    recorded_at: event.recorded_at,
  };
}

export function toTrainingOverview(company: CompanyRecord, reenrolment: ResolvedReenrolment) {
  return {
    id: company.id,
    name: company.name,
    ...recordCountsOf(company),
    training_frequency_months: company.training_frequency_months,
    warning_days: company.training_warning_days ?? DEFAULT_WARNING_DAYS,
    shorter_interval_months: company.training_shorter_interval_months ?? null,
    reenrolment: reenrolment.settings,
    reenrolment_source: reenrolment.source,
    events: (company.training_events ?? []).map(toEventView),
    events_version: company.training_events_version ?? 0,
  };
}

export async function getTrainingOverview(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId: string;
}) {
  const company = await getCaredForCompany(options.caller, options.companyId);
  return toTrainingOverview(company, await readReenrolment(company));
}

/** A page of the company's workers, by username, each with their figures for today. */
export async function listWorkerTrainings(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId: string;
  limit?: number | undefined;
  cursor?: string | undefined;
}) {
  const company = await getCaredForCompany(options.caller, options.companyId);
  const { users, nextCursor } = await listUsersOfCompany(company.id, options);
  // A deactivated person is out of the counts, so out of the list of whom to chase too (their records stay).
  const items = users
    .filter((user) => isCompanyMemberOf(user, company.firm_id) && !user.deactivated_at)
    .map((user) => ({
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role as 'admin' | 'employee',
      staff_category: user.staff_category ?? null,
      hire_date: user.hire_date,
      events: (user.training_events ?? []).map(toEventView),
      events_version: user.training_events_version ?? 0,
      training: computeWorkerFigures(user, company),
    }));
  return { items, nextCursor };
}

/** The caller's own figures: their user item is already read, their company is one more read. */
export async function getOwnTrainings(options: { member: CompanyMemberPrincipal }) {
  const company = await getCompany(options.member.companyId);
  if (!company || company.firm_id !== options.member.firmId) throw notFound(texts.companies.notFound);
  return computeWorkerFigures(options.member.user, company);
}

/**
 * Sets the company's training settings. Re-enrolment settings, when given, become the company's
 * own, or (null) it follows the firm's defaults again; that change is audited with the settings
 * before and after, in the write's transaction.
 */
export async function updateTrainingSettings(options: {
  owner: OwnerPrincipal;
  companyId: string;
  settings: BodyOf<'update-training-settings'>;
  origin: RequestOrigin;
}) {
  const { owner } = options;
  const { reenrolment } = options.settings;
  if (reenrolment) {
    const refusal = await findNamedCoursesRefusal(owner.firmId, reenrolment);
    // Another firm's company answers 404 whatever the courses, like a missing one.
    if (refusal) {
      await getOwnCompany(owner, options.companyId);
      throw refusal;
    }
  }
  const before = reenrolment === undefined ? null : await getOwnCompany(owner, options.companyId);
  const company = await saveTrainingSettings({
    companyId: options.companyId,
    firmId: owner.firmId,
    warningDays: options.settings.warning_days,
    shorterIntervalMonths: options.settings.shorter_interval_months,
    ...(before && reenrolment !== undefined
      ? {
          reenrolment: {
            settings: reenrolment,
            audit: isDeepStrictEqual(before.training_reenrolment ?? null, reenrolment)
              ? null
              : auditEventWrite(
                  newAuditEvent({
                    scope: { kind: 'company', id: before.id },
                    action: 'company_reenrolment_changed',
                    actor: actorOf(owner.user),
                    origin: options.origin,
                    subject: { company_id: before.id },
                    details: {
                      company_name: before.name,
                      old: before.training_reenrolment ?? 'firm',
                      new: reenrolment ?? 'firm',
                    },
                  }),
                ),
          },
        }
      : {}),
  });
  if (!company) throw notFound(texts.companies.notFound);
  return toTrainingOverview(company, await readReenrolment(company));
}

type EventTarget = {
  holder: TrainingEventsHolder;
  version: number | undefined;
  events: TrainingEventRecord[];
  /** The events kept beside a new one. */
  kept: TrainingEventRecord[];
};

/**
 * Where the events are and what stays beside a new one, read fresh. A worker keeps only the events
 * no training has answered yet (the audit trail keeps every recording); a company its latest ones.
 */
async function readEventTarget(company: CompanyRecord, userId: string | null): Promise<EventTarget> {
  if (userId === null) {
    const fresh = await getCompany(company.id, { consistent: true });
    if (!fresh || fresh.firm_id !== company.firm_id) throw notFound(texts.companies.notFound);
    return {
      holder: { kind: 'company', companyId: company.id, firmId: company.firm_id },
      version: fresh.training_events_version,
      events: fresh.training_events ?? [],
      kept: (fresh.training_events ?? []).slice(-(MAX_COMPANY_EVENTS - 1)),
    };
  }
  const user = await getUserById(userId, { consistent: true });
  if (!isCompanyMemberOf(user, company.firm_id) || user.company_id !== company.id) {
    throw notFound(texts.workerTraining.personNotFound);
  }
  const trainings = latestTrainings(user.training_marks);
  return {
    holder: { kind: 'worker', userId: user.id, firmId: company.firm_id, companyId: company.id },
    version: user.training_events_version,
    events: user.training_events ?? [],
    kept: (user.training_events ?? []).filter((event) =>
      isEventPending(toRuleEvent(event), { hireDate: user.hire_date, trainings }),
    ),
  };
}

/**
 * Records an event that makes a supplementary training due: for one worker of the company, or for
 * the whole company (changed rules only), with its audit event in the same transaction.
 */
export async function recordTrainingEvent(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId: string;
  fields: BodyOf<'record-training-event'>;
  origin: RequestOrigin;
}) {
  const { fields, caller } = options;
  const company = await getCaredForCompany(caller, options.companyId);
  if (
    fields.user_id === null &&
    !(COMPANY_EVENT_KINDS as readonly SupplementaryEventKind[]).includes(fields.kind)
  ) {
    throw badRequest(texts.workerTraining.companyEventKindOnly, {
      kind: [texts.workerTraining.companyEventKindOnly],
    });
  }
  const event: TrainingEventRecord = {
    id: newId(),
    kind: fields.kind,
    date: fields.date,
    categories: fields.categories,
    recorded_by: caller.user.id,
    recorded_at: nowIso(),
  };
  for (let attempt = 1; attempt <= MAX_EVENT_ATTEMPTS; attempt += 1) {
    const target = await readEventTarget(company, fields.user_id);
    const isSaved = await replaceTrainingEvents({
      holder: target.holder,
      expectedVersion: target.version,
      events: [...target.kept, event],
      audit: newAuditEvent({
        scope: { kind: 'company', id: company.id },
        action: 'training_event_recorded',
        actor: actorOf(caller.user),
        origin: options.origin,
        subject: { company_id: company.id, ...(fields.user_id ? { user_id: fields.user_id } : {}) },
        details: { event_id: event.id, kind: event.kind, date: event.date, categories: event.categories },
        at: event.recorded_at,
      }),
    });
    if (isSaved) return toEventView(event);
  }
  throw conflict(texts.workerTraining.changedMeanwhile);
}

/**
 * Deletes an event recorded by mistake, a worker's (`userId`) or the company's, if the holder's
 * events are still the version the caller read: whoever deletes saw the list they delete from.
 * The deletion and its audit event are one transaction; the audit event keeps what was deleted.
 */
export async function deleteTrainingEvent(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId: string;
  eventId: string;
  userId: string | null;
  version: number;
  origin: RequestOrigin;
}) {
  const { caller, userId } = options;
  const company = await getCaredForCompany(caller, options.companyId);
  const target = await readEventTarget(company, userId);
  const event = target.events.find((candidate) => candidate.id === options.eventId);
  if (!event) throw notFound(texts.workerTraining.eventNotFound);
  if (target.version !== options.version) throw conflict(texts.workerTraining.eventsChangedMeanwhile);
  const isSaved = await replaceTrainingEvents({
    holder: target.holder,
    expectedVersion: options.version,
    events: target.events.filter((candidate) => candidate.id !== event.id),
    audit: newAuditEvent({
      scope: { kind: 'company', id: company.id },
      action: 'training_event_deleted',
      actor: actorOf(caller.user),
      origin: options.origin,
      subject: { company_id: company.id, ...(userId ? { user_id: userId } : {}) },
      details: {
        event_id: event.id,
        kind: event.kind,
        date: event.date,
        categories: event.categories,
        recorded_by: event.recorded_by,
        recorded_at: event.recorded_at,
      },
    }),
  });
  if (!isSaved) throw conflict(texts.workerTraining.eventsChangedMeanwhile);
  return { detail: texts.workerTraining.eventDeleted };
}
