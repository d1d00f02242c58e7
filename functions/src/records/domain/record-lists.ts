import { isStudyShort, type SignerRole, startOfBucharestDay } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { listAllUsersOfCompany, type UserRecord } from '../../accounts/data/users';
import type { AdminPrincipal, CompanyMemberPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import { isAdminElsewhere } from '../../companies/domain/tenancy';
import { badRequest, notFound } from '../../platform/errors';
import type { PageRequest } from '../../platform/page';
import {
  listAllCompanyRecordsInStatus,
  listCompanyRecords,
  listPendingRecords,
  listPendingViews,
  type PendingFilter,
  type PendingList,
  type PendingView,
  type RecordPage,
  type TrainingRecord,
} from '../data/records';
import { requiredRolesOf } from './record-states';
import { directManagerOf } from './signer-rules';

/*
 * The dashboards' lists (docs/product.md, the dashboards): documents waiting for the admin or the
 * owner, and the admin's table of the company's trainings. Each is one Query of an index (the
 * documents carry the names and course they show), paged with `limit` and `cursor` when the
 * caller asks (docs/api.md, paged lists).
 */

/**
 * A pending document as the spec shows it: the trainee's names and the course, under `progress`,
 * and whether its study fell short of the standard minimum (docs/signatures.md, the study
 * shortfall flag), so a counter-signer sees it before signing.
 */
function toPendingDocument(record: PendingView) {
  const { content } = record;
  return {
    id: record.id,
    status: record.status,
    company: { id: content.company.id, name: content.company.name },
    created_at: record.created_at,
    short_study: isStudyShort({
      studiedSeconds: content.study.studied_seconds,
      durationMinutes: content.course.duration_minutes,
    }),
    capacity: awaitedCapacity(record),
    progress: {
      id: record.id,
      user: {
        id: content.trainee.id,
        username: content.trainee.username,
        first_name: content.trainee.first_name,
        last_name: content.trainee.last_name,
      },
      course: { id: content.course.id, title: content.course.title },
      quiz_score: content.quiz_score,
      completed_at: content.completed_at,
    },
  };
}

/** The capacity a pending record waits for: the first of its signers who has not signed. */
function awaitedCapacity(record: PendingView): SignerRole {
  const awaited = requiredRolesOf(record).find((role) => !record.signed_roles.includes(role));
  if (!awaited) throw new Error(`Record ${record.id} waits for nobody but is ${record.status}`);
  return awaited;
}

function toPage<T>(page: RecordPage, map: (record: TrainingRecord) => T) {
  return { items: page.records.map(map), nextCursor: page.nextCursor };
}

/** A pending list's filter as the routes take it (docs/api.md): a course and Bucharest calendar days. */
export type PendingFilterQuery = {
  course_id?: string | undefined;
  signed_from?: string | undefined;
  signed_to?: string | undefined;
};

/** The calendar day after a YYYY-MM-DD day. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The filter on instants: from the first day's start, before the day after the last day. */
function toPendingFilter(query: PendingFilterQuery): PendingFilter {
  if (query.signed_from && query.signed_to && query.signed_from > query.signed_to)
    throw badRequest(texts.documents.filterDatesReversed, {
      signed_to: [texts.documents.filterDatesReversed],
    });
  return {
    courseId: query.course_id,
    signedFrom: query.signed_from && startOfBucharestDay(query.signed_from).toISOString(),
    signedBefore: query.signed_to && startOfBucharestDay(dayAfter(query.signed_to)).toISOString(),
  };
}

/**
 * A page of the caller's pending list's filter or, without `limit`, the whole filter (docs/product.md,
 * counter-signing: what the page counts and selects all of), read with only the fields shown.
 */
async function listPending(list: PendingList, options: PendingFilterQuery & PageRequest) {
  const filter = toPendingFilter(options);
  if (options.limit === undefined)
    return { items: (await listPendingViews(list, filter)).map(toPendingDocument), nextCursor: null };
  return toPage(
    await listPendingRecords(list, { filter, limit: options.limit, cursor: options.cursor }),
    toPendingDocument,
  );
}

export function listPendingForAdmin(options: { admin: AdminPrincipal } & PendingFilterQuery & PageRequest) {
  return listPending({ awaiting: 'admin', companyId: options.admin.companyId }, options);
}

export function listPendingForOwner(
  options: { owner: OwnerPrincipal; companyId?: string | undefined } & PendingFilterQuery & PageRequest,
) {
  return listPending(
    { awaiting: 'owner', firmId: options.owner.firmId, companyId: options.companyId },
    options,
  );
}

/**
 * The company's records waiting for a direct manager, with each trainee's manager as set now, and
 * whether everything read belongs to this firm (a company's records and people carry its firm).
 */
async function listRecordsAwaitingManagers(companyId: string, firmId: string) {
  const [records, people] = await Promise.all([
    listAllCompanyRecordsInStatus(companyId, 'awaiting_manager'),
    listAllUsersOfCompany(companyId),
  ]);
  const isOfFirm = [...records, ...people].every((item) => item.firm_id === firmId);
  const byId = new Map(people.map((person) => [person.id, person]));
  const managerOf = (record: TrainingRecord): UserRecord | null => {
    const trainee = byId.get(record.trainee_id) ?? null;
    const manager = trainee?.manager_id ? byId.get(trainee.manager_id) : undefined;
    return manager ? directManagerOf(trainee, manager) : null;
  };
  return { records, managerOf, isOfFirm };
}

/** The records waiting for the caller as their trainees' direct manager (docs/domain.md, signers per phase). */
export async function listPendingForManager(options: { manager: CompanyMemberPrincipal }) {
  const { manager } = options;
  const { records, managerOf } = await listRecordsAwaitingManagers(manager.companyId, manager.firmId);
  return records.filter((record) => managerOf(record)?.id === manager.user.id).map(toPendingDocument);
}

/**
 * The company's records waiting for a direct manager nobody can be: no manager set on the
 * trainee, or one who may no longer sign as such (deactivated, moved, no longer marked). They
 * would otherwise wait unseen; the owner and the admins see them to set the manager. Another
 * firm's company answers 404 (one with nothing in it, an empty list, which tells nothing).
 */
export async function listRecordsMissingSigner(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId?: string | undefined;
}) {
  const { caller } = options;
  const companyId = options.companyId ?? (caller.role === 'admin' ? caller.companyId : undefined);
  if (!companyId) throw badRequest(texts.people.chooseCompany, { company_id: [texts.people.chooseCompany] });
  if (isAdminElsewhere(caller, companyId)) throw notFound(texts.companies.notFound);
  const { records, managerOf, isOfFirm } = await listRecordsAwaitingManagers(companyId, caller.firmId);
  if (!isOfFirm) throw notFound(texts.companies.notFound);
  return records.filter((record) => managerOf(record) === null).map(toPendingDocument);
}

/**
 * The admin's employee progress table: every training completed in the admin's company with the
 * state of its record in Romanian. Only a passed quiz makes a record (docs/product.md, the quiz), so the score is
 * the pass mark; records waiting for the admin come first.
 */
export async function listCompanyTrainings(options: { admin: AdminPrincipal } & PageRequest) {
  const page = await listCompanyRecords(options.admin.companyId, options);
  return toPage(page, (record) => ({
    id: record.id,
    employee_name: `${record.content.trainee.last_name} ${record.content.trainee.first_name}`,
    course_title: record.content.course.title,
    quiz_score: record.content.quiz_score,
    status: texts.documents.statusLabels[record.status],
    status_code: record.status,
    completed_at: record.content.completed_at,
  }));
}
