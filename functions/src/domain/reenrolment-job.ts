import { COURSE_CATEGORIES, type CourseCategory } from '@ssm/shared';
import pMap from 'p-map';
import {
  type AllocationSummary,
  assignReenrolment,
  listAllocationsSince,
  REENROLMENT_ASSIGNER,
  reenrolledForAttribute,
} from '../data/assignments';
import type { CompanyRecord } from '../data/companies';
import { listFirmCourses } from '../data/courses';
import { listUsersOfCompany, type UserRecord } from '../data/users';
import { newId } from '../lib/ids';
import { describeError, logger } from '../lib/logger';
import { isCompanyMemberOf } from './company-members';
import { reenrolmentSettingsOf } from './named-courses';
import { computeWorkerFigures, latestTrainings } from './worker-trainings';

/*
 * The daily job's re-enrolment step (docs/training-status.md, "Automatic re-enrolment"): in every
 * company that switched it on, each worker whose periodic training falls due within the lead time
 * (or is past) and who has no open assignment of a periodic course of that domain gets the
 * company's periodic course. The user item records the due date re-enrolled for in the
 * assignment's transaction, so no due date is assigned twice, by re-runs or by runs at once.
 */

/** Companies of one firm re-enrolled at once (each a Query of its users, then a few transactions). */
const COMPANY_CONCURRENCY = 8;

export type ReenrolmentSummary = {
  /** Periodic courses assigned to workers. */
  assigned: number;
  /** Per company, the instant of the assignments made: its latest periodic allocation. */
  allocatedAt: Map<string, string>;
};

type DueWorker = {
  user: UserRecord;
  category: CourseCategory;
  courseId: string;
  dueDate: string;
  /** The worker's last periodic or workplace training: an allocation after it is still open. */
  trainedAt: string;
};

/** The company's workers whose periodic due date in a domain with a named course is near, and not yet re-enrolled for. */
function findDueWorkers(company: CompanyRecord, users: readonly UserRecord[], now: Date): DueWorker[] {
  const settings = reenrolmentSettingsOf(company);
  return users
    .filter((user) => isCompanyMemberOf(user, company.firm_id) && user.company_id === company.id)
    .flatMap((user) => {
      const figures = computeWorkerFigures(user, company, now);
      const trainings = latestTrainings(user.training_marks);
      return COURSE_CATEGORIES.flatMap((category): DueWorker[] => {
        const courseId = settings.courses[category].periodica;
        const periodic = figures.domains[category].phases.periodica;
        const isNear = periodic.days_remaining !== null && periodic.days_remaining <= settings.lead_days;
        if (!courseId || !periodic.due_date || !isNear) return [];
        if (user[reenrolledForAttribute(category)] === periodic.due_date) return [];
        // A periodic due date exists only after a periodic or workplace training.
        const trainedAt = [trainings[category]?.periodica, trainings[category]?.loc_munca]
          .filter((instant): instant is string => instant !== undefined)
          .reduce((latest, instant) => (Date.parse(instant) > Date.parse(latest) ? instant : latest));
        return [{ user, category, courseId, dueDate: periodic.due_date, trainedAt }];
      });
    });
}

/** A periodic course of the domain assigned to the worker or to their company since their last training. */
function hasOpenAssignment(
  worker: DueWorker,
  allocations: readonly AllocationSummary[],
  periodicCourseDomains: ReadonlyMap<string, CourseCategory>,
): boolean {
  return allocations.some(
    (allocation) =>
      Date.parse(allocation.assigned_at) > Date.parse(worker.trainedAt) &&
      (allocation.user_id === null || allocation.user_id === worker.user.id) &&
      periodicCourseDomains.get(allocation.course_id) === worker.category,
  );
}

/**
 * One worker's re-enrolment. A failure is logged and leaves the worker as they were, for the next
 * run: it must not stop the job's status step.
 */
async function reenrolWorker(options: Parameters<typeof assignReenrolment>[0]) {
  try {
    return await assignReenrolment(options);
  } catch (error) {
    logger.error('re-enrolment failed', {
      userId: options.assignment.user_id,
      category: options.category,
      ...describeError(error),
    });
    return 'failed' as const;
  }
}

/**
 * One company: a Query of its users; only when someone is due, a Query of its periodic
 * allocations since the earliest of their trainings and (once per firm) the firm's courses, then
 * one transaction per worker and domain to re-enrol. Answers the number assigned.
 */
async function reenrolCompany(
  company: CompanyRecord,
  periodicCourseDomains: () => Promise<ReadonlyMap<string, CourseCategory>>,
  now: Date,
): Promise<number> {
  const { users } = await listUsersOfCompany(company.id);
  const due = findDueWorkers(company, users, now);
  if (due.length === 0) return 0;
  const earliest = due.map((worker) => worker.trainedAt).sort()[0] as string;
  const [allocations, domains] = await Promise.all([
    listAllocationsSince(company.id, 'periodica', earliest),
    periodicCourseDomains(),
  ]);
  const outcomes = await pMap(
    due.filter((worker) => !hasOpenAssignment(worker, allocations, domains)),
    (worker) =>
      reenrolWorker({
        assignment: {
          course_id: worker.courseId,
          firm_id: company.firm_id,
          company_id: company.id,
          user_id: worker.user.id,
          course_subcategory: 'periodica',
          assigned_by: REENROLMENT_ASSIGNER,
          assigned_at: now.toISOString(),
        },
        allocationId: newId(),
        category: worker.category,
        dueDate: worker.dueDate,
      }),
    { concurrency: 1 },
  );
  return outcomes.filter((outcome) => outcome === 'assigned').length;
}

/** Re-enrols the due workers of the firm's companies that switched re-enrolment on. */
export async function reenrolDueWorkers(options: {
  firmId: string;
  companies: readonly CompanyRecord[];
  now: Date;
}): Promise<ReenrolmentSummary> {
  let courseDomains: Promise<Map<string, CourseCategory>> | undefined;
  const periodicCourseDomains = () => {
    courseDomains ??= listFirmCourses(options.firmId).then(
      (courses) =>
        new Map(
          courses
            .filter((course) => course.subcategory === 'periodica')
            .map((course) => [course.id, course.category]),
        ),
    );
    return courseDomains;
  };
  const enrolling = options.companies.filter((company) => {
    const settings = reenrolmentSettingsOf(company);
    return settings.enabled && COURSE_CATEGORIES.some((category) => settings.courses[category].periodica);
  });
  const counts = await pMap(
    enrolling,
    async (company) =>
      [company.id, await reenrolCompany(company, periodicCourseDomains, options.now)] as const,
    { concurrency: COMPANY_CONCURRENCY },
  );
  const allocatedAt = options.now.toISOString();
  return {
    assigned: counts.reduce((total, [, count]) => total + count, 0),
    allocatedAt: new Map(
      counts.filter(([, count]) => count > 0).map(([companyId]) => [companyId, allocatedAt]),
    ),
  };
}
