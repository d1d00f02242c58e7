import type { assignCourseToCompaniesBodySchema, z } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import pMap from 'p-map';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import type { CompanyRecord } from '../../companies/data/companies';
import { getCompany } from '../../companies/data/companies';
import { searchCompanies, workerCountsOf, workerTotal } from '../../companies/domain/company-register';
import { type CourseRecord, getCourseWithQuiz } from '../../courses/data/courses';
import { now, nowIso } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { listTrainingStatusesOfFirm } from '../../training-status/data/training-status';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import * as assignmentTable from '../data/assignments';
import { readCompanyRound } from './course-assignments';

/*
 * A course for many companies at once (docs/api.md, Assign a course to many companies): each
 * company gets it exactly as the one-company assignment gives it (`assignCourse` with
 * `user_id: null`), in its own transaction, a few companies at a time. The request's id rides on
 * every company's assignment, so a repeated request finds what it already wrote and writes it
 * again nowhere: a failure half-way is finished by sending the same request again.
 */

type Body = z.output<typeof assignCourseToCompaniesBodySchema>;

/** Companies worked on at once: each is a handful of DynamoDB calls, mostly waiting. */
const COMPANY_CONCURRENCY = 8;

/** A company's write raced another assignment of the course: read again, at most this many times. */
const COMPANY_ATTEMPTS = 3;

type CompanyOutcome = { kind: 'assigned' } | { kind: 'skipped'; open: number };

/** The companies a request names (each active and of the firm, else 404) or its search gives. */
async function targetCompanies(owner: OwnerPrincipal, body: Body): Promise<CompanyRecord[]> {
  if (!body.company_ids) return searchCompanies(owner.firmId, { search: body.search });
  const ids = [...new Set(body.company_ids)];
  const companies = await pMap(ids, (id) => getCompany(id), { concurrency: COMPANY_CONCURRENCY });
  return companies.map((company) => {
    if (!company || company.firm_id !== owner.firmId || company.deleting_since) throw notFound();
    if (company.archived_at) {
      throw badRequest(texts.bulkAssign.companyMissing, { company_ids: [texts.bulkAssign.companyMissing] });
    }
    return company;
  });
}

/**
 * One company's assignment of the course for the request: written unless this request already
 * wrote it, or its earlier round is open and no restart was asked (then skipped, with how many
 * have not finished it).
 */
async function assignToCompany(options: {
  owner: OwnerPrincipal;
  course: CourseRecord;
  company: CompanyRecord;
  requestId: string;
  restartOpenRound: boolean;
}): Promise<CompanyOutcome> {
  const { owner, course, company, requestId } = options;
  for (let attempt = 1; attempt <= COMPANY_ATTEMPTS; attempt += 1) {
    const round = await readCompanyRound(company, course, !options.restartOpenRound, requestId);
    if (round.requestId === requestId) return { kind: 'assigned' };
    if (round.openCount > 0) return { kind: 'skipped', open: round.openCount };
    const assignedAt = nowIso();
    const outcome = await assignmentTable.assignCourseToCompany({
      assignment: {
        course_id: course.id,
        firm_id: owner.firmId,
        company_id: company.id,
        user_id: null,
        course_subcategory: course.subcategory,
        assigned_by: owner.user.id,
        assigned_at: assignedAt,
        request_id: requestId,
      },
      allocationId: newId(),
      seenAssignedAt: round.assignedAt,
    });
    if (outcome === 'course-missing') throw notFound();
    if (outcome === 'assigned') {
      await refreshTrainingStatus({
        companyId: company.id,
        subcategory: course.subcategory,
        allocatedAt: assignedAt,
      });
      return { kind: 'assigned' };
    }
  }
  throw conflict(texts.courseAssign.companyAssignedMeanwhile);
}

/**
 * Counts first: the companies, their active workers (from the summaries, one Query) and, for a
 * dry run, how many have the course already (one read each). Then, unless a dry run, each
 * company's assignment.
 */
export async function assignCourseToCompanies(options: {
  owner: OwnerPrincipal;
  courseId: string;
  body: Body;
}) {
  const { owner, body } = options;
  const [found, companies, statuses] = await Promise.all([
    getCourseWithQuiz(options.courseId),
    targetCompanies(owner, body),
    listTrainingStatusesOfFirm(owner.firmId),
  ]);
  if (!found || found.course.firm_id !== owner.firmId) throw notFound();
  // Trainees of a course without a quiz could never pass it (docs/product.md, Assign course).
  if (!found.quiz) throw conflict(texts.courseAssign.noQuiz);
  const course = found.course;
  const at = now();
  const statusById = new Map(statuses.map((record) => [record.company_id, record]));
  const workersOf = (company: CompanyRecord) => workerTotal(workerCountsOf(statusById.get(company.id), at));
  const people = companies.reduce((total, company) => total + workersOf(company), 0);
  const counts = { dry_run: Boolean(body.dry_run), companies: companies.length, people };

  if (body.dry_run || !body.request_id) {
    const assignments = await assignmentTable.getCompanyAssignments(
      companies.map((company) => company.id),
      course.id,
    );
    return {
      ...counts,
      already_assigned: assignments.length,
      assigned_companies: 0,
      people_reached: 0,
      skipped: [],
      company_ids: companies.map((company) => company.id),
    };
  }
  const requestId = body.request_id;
  const outcomes = await pMap(
    companies,
    async (company) => ({
      company,
      outcome: await assignToCompany({
        owner,
        course,
        company,
        requestId,
        restartOpenRound: body.restart_open_round ?? false,
      }),
    }),
    { concurrency: COMPANY_CONCURRENCY },
  );
  const assigned = outcomes.filter(({ outcome }) => outcome.kind === 'assigned');
  return {
    ...counts,
    already_assigned: 0,
    assigned_companies: assigned.length,
    people_reached: assigned.reduce((total, { company }) => total + workersOf(company), 0),
    skipped: outcomes.flatMap(({ company, outcome }) =>
      outcome.kind === 'skipped' ? [{ id: company.id, name: company.name, open: outcome.open }] : [],
    ),
    company_ids: [],
  };
}
