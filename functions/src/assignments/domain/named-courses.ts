import {
  addLeftOutCourses,
  COURSE_CATEGORIES,
  type CourseCategory,
  DEFAULT_REENROLMENT_LEAD_DAYS,
  describeLeftOutCourse,
  importCoursesLeftOutNotice,
  type LeftOutNewHireCourse,
  NAMED_COURSE_PHASES,
  type NamedCoursePhase,
  NEW_HIRE_COURSE_PHASES,
  type NewHireCoursePhase,
  type ReenrolmentSettings,
  type ReenrolmentSource,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { type CreateUserOutcome, createUser, type UserRecord } from '../../accounts/data/users';
import type { CompanyRecord } from '../../companies/data/companies';
import { getCourses } from '../../courses/data/courses';
import { type FirmRecord, getFirm } from '../../firms/data/firms';
import { type AppError, badRequest } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import type { AssignmentRecord } from '../data/assignments';

/*
 * The courses a company names (docs/training-status.md, "Automatic re-enrolment"): per domain the
 * introductory and workplace courses every new hire gets at creation or import, and the periodic
 * course the daily job re-enrols workers in (assignments/domain/reenrolment-job.ts).
 */

const NO_COURSES = Object.fromEntries(
  COURSE_CATEGORIES.map((category) => [
    category,
    Object.fromEntries(NAMED_COURSE_PHASES.map((phase) => [phase, null])),
  ]),
) as ReenrolmentSettings['courses'];

const NO_SETTINGS: ReenrolmentSettings = {
  enabled: false,
  lead_days: DEFAULT_REENROLMENT_LEAD_DAYS,
  courses: NO_COURSES,
};

/** The firm's defaults, as they are stored on the firm item. */
export type FirmTrainingDefaults = Pick<FirmRecord, 'training_reenrolment'> | null;

/** A company's re-enrolment settings and whose they are. */
export type ResolvedReenrolment = { settings: ReenrolmentSettings; source: ReenrolmentSource };

/**
 * The one resolver of a company's re-enrolment settings (docs/training-status.md, "Firm
 * defaults"): its own when it has them, else the firm's defaults; a firm that never set defaults
 * re-enrols nobody and names no course. Every reader goes through here: the daily job, the
 * creation and import of people, and the company's page.
 */
export function resolveReenrolment(
  company: Pick<CompanyRecord, 'training_reenrolment'>,
  firm: FirmTrainingDefaults,
): ResolvedReenrolment {
  if (company.training_reenrolment) return { settings: company.training_reenrolment, source: 'company' };
  return { settings: firm?.training_reenrolment ?? NO_SETTINGS, source: 'firm' };
}

/** The firm's defaults, read only for a company that follows them (one GetItem of the firm then). */
export async function readReenrolment(
  company: Pick<CompanyRecord, 'training_reenrolment' | 'firm_id'>,
): Promise<ResolvedReenrolment> {
  return resolveReenrolment(company, company.training_reenrolment ? null : await getFirm(company.firm_id));
}

type NamedCourse = { category: CourseCategory; phase: NamedCoursePhase; courseId: string };

function namedCourses(settings: ReenrolmentSettings): NamedCourse[] {
  return COURSE_CATEGORIES.flatMap((category) =>
    NAMED_COURSE_PHASES.map((phase) => ({ category, phase, courseId: settings.courses[category][phase] })),
  ).filter((named): named is NamedCourse => named.courseId !== null);
}

/**
 * The refusal (400) of settings naming a course that is not the firm's, whose domain and type
 * are not the slot's or that has no quiz (it could not be assigned), or switching re-enrolment on without a periodic course; null when they are
 * right. One BatchGetItem.
 */
export async function findNamedCoursesRefusal(
  firmId: string,
  settings: ReenrolmentSettings,
): Promise<AppError | null> {
  const named = namedCourses(settings);
  if (settings.enabled && !named.some((course) => course.phase === 'periodica')) {
    const detail = texts.workerTraining.reenrolmentNeedsPeriodicCourse;
    return badRequest(detail, { 'reenrolment.enabled': [detail] });
  }
  if (named.length === 0) return null;
  const found = new Map(
    (await getCourses([...new Set(named.map((course) => course.courseId))])).map((course) => [
      course.id,
      course,
    ]),
  );
  const errors: Record<string, string[]> = {};
  for (const { category, phase, courseId } of named) {
    const course = found.get(courseId);
    const field = `reenrolment.courses.${category}.${phase}`;
    if (!course || course.firm_id !== firmId) {
      errors[field] = [texts.workerTraining.namedCourseNotFound];
    } else if (course.category !== category || course.subcategory !== phase) {
      errors[field] = [
        texts.workerTraining.namedCourseMismatch(category, texts.courseForm.subcategoryLabels[phase]),
      ];
    } else if (!course.has_quiz) {
      errors[field] = [texts.workerTraining.namedCourseWithoutQuiz];
    }
  }
  const [first] = Object.values(errors);
  return first ? badRequest(first[0] as string, errors) : null;
}

function isNewHireCourse(named: NamedCourse): named is NamedCourse & { phase: NewHireCoursePhase } {
  return (NEW_HIRE_COURSE_PHASES as readonly NamedCoursePhase[]).includes(named.phase);
}

/** The company's introductory and workplace courses, as assignments to the new worker. */
function newHireAssignments(options: {
  company: CompanyRecord;
  settings: ReenrolmentSettings;
  user: UserRecord;
  assignedBy: string;
  leftOut: readonly LeftOutNewHireCourse[];
}) {
  const { company, user } = options;
  const excluded = new Set(options.leftOut.map((course) => course.course_id));
  return namedCourses(options.settings)
    .filter(isNewHireCourse)
    .filter((named) => !excluded.has(named.courseId))
    .map((named) => ({
      named,
      assignment: {
        course_id: named.courseId,
        firm_id: company.firm_id,
        company_id: company.id,
        user_id: user.id,
        course_subcategory: named.phase,
        assigned_by: options.assignedBy,
        assigned_at: user.created_at,
      } satisfies AssignmentRecord,
      allocationId: newId(),
    }));
}

/**
 * Creates an admin or employee of the company together with the new hires' courses its resolved
 * settings (`resolveReenrolment`) name, in
 * one transaction, assigned by `assignedBy` (the owner). A named course deleted since the settings
 * were saved, or without a quiz (named before the settings refused one: its trainees could never
 * pass it), is left out and the creation tried again: it failed only on that course's check, so
 * nothing was written. Answers the courses left out and why, for the owner to correct the settings.
 */
export async function createCompanyMember(options: {
  user: UserRecord;
  company: CompanyRecord;
  settings: ReenrolmentSettings;
  assignedBy: string;
}): Promise<{ outcome: Exclude<CreateUserOutcome, 'course-missing'>; leftOut: LeftOutNewHireCourse[] }> {
  const leftOut: LeftOutNewHireCourse[] = [];
  for (;;) {
    const courses = newHireAssignments({ ...options, leftOut });
    const courseIds = courses.map(({ assignment }) => assignment.course_id);
    const user = courseIds.length > 0 ? { ...options.user, assigned_course_ids: courseIds } : options.user;
    const outcome = await createUser(user, courses);
    if (outcome !== 'course-missing') return { outcome, leftOut };
    // Consistent, and a course only ever gains its quiz or goes: a read finding every course
    // takeable means a quiz came meanwhile, and the next try commits or finds a course gone since.
    const found = new Map(
      (await getCourses(courseIds, { consistent: true })).map((course) => [course.id, course]),
    );
    const untakeable = courses
      .map(({ named }) => ({ named, course: found.get(named.courseId) }))
      .filter(({ course }) => !course?.has_quiz)
      .map(
        ({ named, course }): LeftOutNewHireCourse => ({
          course_id: named.courseId,
          category: named.category,
          subcategory: named.phase,
          title: course?.title ?? null,
          reason: course ? 'no_quiz' : 'deleted',
        }),
      );
    leftOut.push(...untakeable);
    if (untakeable.length > 0) {
      logger.warn('a new hire is created without named courses that cannot be assigned', {
        companyId: options.company.id,
        courseIds: untakeable.map((course) => course.course_id),
      });
    }
  }
}

/** The owner's notice of the named courses a new person did not get; null when they got them all. */
export function newHireCoursesNotice(leftOut: readonly LeftOutNewHireCourse[]): string | null {
  if (leftOut.length === 0) return null;
  return texts.workerTraining.newHireCoursesLeftOut(leftOut.map(describeLeftOutCourse).join('; '));
}

/**
 * The courses an import left out, once each with how many of the people it created missed it
 * (all of them, unless a course went or got its quiz during the import), and the owner's notice.
 */
export function importLeftOutCourses(leftOutPerPerson: readonly (readonly LeftOutNewHireCourse[])[]) {
  const courses = addLeftOutCourses([leftOutPerPerson.flat().map((course) => ({ ...course, people: 1 }))]);
  return { courses, notice: importCoursesLeftOutNotice(courses) };
}
