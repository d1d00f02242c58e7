import {
  COURSE_CATEGORIES,
  type CourseCategory,
  type ReenrolmentSettings,
  type WorkerTrainingFigures,
} from '@ssm/shared';
import pMap from 'p-map';
import type { CompanyRecord } from '../../companies/data/companies';
import type { CompanyMember } from '../../companies/domain/company-members';
import { listFirmCourses } from '../../courses/data/courses';
import { newId } from '../../platform/ids';
import { describeError, logger } from '../../platform/logger';
import { latestTrainings } from '../../training-status/domain/worker-trainings';
import {
  type AssignmentSummary,
  assignReenrolment,
  listAssignmentsSince,
  REENROLMENT_ASSIGNER,
  reenrolledForAttribute,
} from '../data/assignments';

/*
 * The daily job's re-enrolment step (docs/training-status.md, "Automatic re-enrolment"): in every
 * company whose settings (its own or the firm's defaults, `resolveReenrolment`) switch it on, each worker whose periodic training falls due within the lead time
 * (or is past) and who has no open assignment of a periodic course of that domain gets the
 * company's periodic course. The user item records the due date re-enrolled for in the
 * assignment's transaction, so no due date is assigned twice, by re-runs or by runs at once.
 */

type DueWorker = {
  user: CompanyMember;
  category: CourseCategory;
  courseId: string;
  dueDate: string;
  /** The worker's last periodic or workplace training: an allocation after it is still open. */
  trainedAt: string;
};

/** The company's workers whose periodic due date in a domain with a named course is near, and not yet re-enrolled for. */
function findDueWorkers(
  settings: ReenrolmentSettings,
  workers: readonly CompanyMember[],
  figuresOf: (worker: CompanyMember) => WorkerTrainingFigures,
): DueWorker[] {
  return workers.flatMap((user) => {
    const figures = figuresOf(user);
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
  allocations: readonly AssignmentSummary[],
  periodicCourses: ReadonlyMap<string, FirmPeriodicCourse>,
): boolean {
  return allocations.some(
    (allocation) =>
      Date.parse(allocation.assigned_at) > Date.parse(worker.trainedAt) &&
      (allocation.user_id === null || allocation.user_id === worker.user.id) &&
      periodicCourses.get(allocation.course_id)?.category === worker.category,
  );
}

/**
 * Whether a named course can be assigned: it is still one of the firm's periodic courses and it
 * has a quiz (a course without one can no longer be assigned: its trainees could never pass it).
 */
function isAssignable(courseId: string, periodicCourses: ReadonlyMap<string, FirmPeriodicCourse>): boolean {
  return periodicCourses.get(courseId)?.hasQuiz === true;
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

/** Whether the settings switch re-enrolment on and name a periodic course to assign. */
function isReenrolling(settings: ReenrolmentSettings): boolean {
  return settings.enabled && COURSE_CATEGORIES.some((category) => settings.courses[category].periodica);
}

type FirmPeriodicCourse = { category: CourseCategory; hasQuiz: boolean };

/** The domain of each periodic course of the firm and whether it has a quiz, read once per firm run and only when a company needs it. */
export type ReadPeriodicCourses = () => Promise<ReadonlyMap<string, FirmPeriodicCourse>>;

export function periodicCoursesOf(firmId: string): ReadPeriodicCourses {
  let periodicCourses: Promise<Map<string, FirmPeriodicCourse>> | undefined;
  return () => {
    periodicCourses ??= listFirmCourses(firmId).then(
      (courses) =>
        new Map(
          courses
            .filter((course) => course.subcategory === 'periodica')
            .map((course) => [course.id, { category: course.category, hasQuiz: course.has_quiz }]),
        ),
    );
    return periodicCourses;
  };
}

/**
 * One company that re-enrols, from its workers the job already read: only when someone is due, a
 * Query of its periodic allocations since the earliest of their trainings and (once per firm) the
 * firm's courses, then one transaction per worker and domain. Answers the number assigned.
 */
export async function reenrolCompany(options: {
  company: CompanyRecord;
  /** The company's resolved settings (`resolveReenrolment`). */
  settings: ReenrolmentSettings;
  workers: readonly CompanyMember[];
  figuresOf: (worker: CompanyMember) => WorkerTrainingFigures;
  readPeriodicCourses: ReadPeriodicCourses;
  now: Date;
}): Promise<number> {
  const { company, settings, now } = options;
  if (!isReenrolling(settings)) return 0;
  const due = findDueWorkers(settings, options.workers, options.figuresOf);
  if (due.length === 0) return 0;
  const earliest = due.map((worker) => worker.trainedAt).sort()[0] as string;
  const [allocations, periodicCourses] = await Promise.all([
    listAssignmentsSince(company.id, 'periodica', earliest),
    options.readPeriodicCourses(),
  ]);
  const unassigned = due.filter((worker) => !hasOpenAssignment(worker, allocations, periodicCourses));
  const skippedCourseIds = [
    ...new Set(
      unassigned.map((worker) => worker.courseId).filter((id) => !isAssignable(id, periodicCourses)),
    ),
  ];
  if (skippedCourseIds.length > 0) {
    // Skipped, not failed: the rest of the job goes on, and the owner names another course.
    logger.warn('re-enrolment skips named courses that cannot be assigned', {
      companyId: company.id,
      courseIds: skippedCourseIds,
    });
  }
  const outcomes = await pMap(
    unassigned.filter((worker) => isAssignable(worker.courseId, periodicCourses)),
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
