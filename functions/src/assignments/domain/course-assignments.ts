import {
  ASSIGN_GROUP_MAX,
  type AssignmentPersonStatus,
  COMPANY_ASSIGNMENTS_PAGE_MAX,
  COURSE_ASSIGNMENTS_PAGE_MAX,
  type CourseSubcategory,
  type companyAssignmentSchema,
  type courseAssignmentSchema,
  type z,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import pMap from 'p-map';
import { trainingMark, type UserRecord } from '../../accounts/data/users';
import type { AdminPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import { type CompanyRecord, getCompany } from '../../companies/data/companies';
import { isAdminElsewhere, isCaredForBy } from '../../companies/domain/tenancy';
import { type CourseRecord, getCourseWithQuiz } from '../../courses/data/courses';
import type { QuizAttemptsRecord } from '../../learning/data/quiz-attempts';
import { fullName } from '../../people/domain/full-name';
import { nowIso } from '../../platform/clock';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { PageRequest } from '../../platform/page';
import { listCompanyMembers } from '../../training-status/domain/company-workers';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import {
  type CompanyAssignmentRow,
  type CourseAssignmentRow,
  listCompanyAssignmentRows,
  listCourseAssignmentRows,
  readAssignees,
  readPeopleRounds,
} from '../data/assignment-rows';
import type { AssignmentRecord } from '../data/assignments';
import * as assignmentTable from '../data/assignments';

/*
 * A course's assignments as its owners see and make them (docs/api.md, Assign a course and A
 * course's assignments). Where a person stands is read from what the trainee's own steps already
 * write: the attempts item's `passed_at` (the pass of the current round once it is not older than
 * the assignment) and the user item's `training_marks`, which the trainee's signature of that
 * record appends. No status is stored twice, so none can disagree with the record.
 */

type CourseAssignment = z.output<typeof courseAssignmentSchema>;

/** Companies a set of workers' assignment works on at once. */
const COMPANY_CONCURRENCY = 4;
type CompanyAssignment = z.output<typeof companyAssignmentSchema>;

/**
 * Where a person stands with a course assigned to them at `assignedAt` (the latest of their own
 * and their company's assignment): unfinished until they pass in this round (without an attempts
 * item they never started), then waiting for their signature until the record is signed.
 */
function assignmentPersonStatus(options: {
  course: Pick<CourseRecord, 'category' | 'subcategory'>;
  assignedAt: string;
  attempts: Pick<QuizAttemptsRecord, 'passed_at'> | null;
  user: Pick<UserRecord, 'training_marks'>;
}): AssignmentPersonStatus {
  const { course, assignedAt } = options;
  const passedAt = options.attempts?.passed_at;
  if (!passedAt || passedAt < assignedAt) return 'unfinished';
  return (options.user.training_marks ?? []).includes(
    trainingMark(course.category, course.subcategory, passedAt),
  )
    ? 'signed'
    : 'awaiting_signature';
}

function latestOf(...instants: (string | undefined)[]): string {
  return (
    instants
      .filter((instant) => instant !== undefined)
      .sort()
      .at(-1) ?? ''
  );
}

/**
 * A page of the course's assignments (owner): one Query of the course's listing, then one
 * BatchGetItem of the course and, per row, its company, the company's own assignment, the
 * assigner and, for a person, their user and attempts items. The course is checked after the
 * Query; another firm's course answers 404 before anything read is shown.
 */
export async function listCourseAssignments(options: {
  owner: OwnerPrincipal;
  courseId: string;
  page: PageRequest;
}): Promise<{ items: CourseAssignment[]; nextCursor: string | null }> {
  const { owner, courseId } = options;
  const page = await listCourseAssignmentRows(courseId, {
    limit: options.page.limit ?? COURSE_ASSIGNMENTS_PAGE_MAX,
    cursor: options.page.cursor,
  });
  const { course } = page;
  if (!course || course.firm_id !== owner.firmId) throw notFound();

  const describe = (row: CourseAssignmentRow): CourseAssignment => {
    const { assignment, person } = row;
    const status =
      assignment.user_id && person
        ? assignmentPersonStatus({
            course,
            assignedAt: latestOf(assignment.assigned_at, row.companyAssignment?.assigned_at),
            attempts: row.attempts,
            user: person,
          })
        : null;
    return {
      company_id: assignment.company_id,
      company_name: row.company?.name ?? '',
      user_id: assignment.user_id,
      // A person deleted since keeps their row (the assignment stays), without a name to show.
      user_name: assignment.user_id ? (person ? fullName(person) : null) : null,
      assigned_at: assignment.assigned_at,
      assigned_by: row.assigner ? fullName(row.assigner) : null,
      status,
    };
  };
  return { items: page.items.map(describe), nextCursor: page.nextCursor };
}

/**
 * A page of what was assigned to the company and to its people, for the owners of its firm and
 * its admin (docs/api.md, A company's assignments): the company's allocation events, one per
 * assignment made, in one Query, then one BatchGetItem of the company and, per row, its course,
 * its assigner, the company's assignment of the course and, for a person, their user, their own
 * assignment and their attempts items. A row is the current round while no later assignment
 * (the person's own or the whole company's) replaced it; only then does a person's row say where
 * they stand, since a history row must not change with the rounds after it. The company is
 * checked after the Query, before anything read is shown; an admin's other company is not even
 * read.
 */
export async function listCompanyAssignments(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId: string;
  subcategory?: CourseSubcategory | undefined;
  page: PageRequest;
}): Promise<{ items: CompanyAssignment[]; nextCursor: string | null }> {
  const { caller, companyId } = options;
  if (isAdminElsewhere(caller, companyId)) throw notFound(texts.companies.notFound);
  const page = await listCompanyAssignmentRows(companyId, options.subcategory, {
    limit: options.page.limit ?? COMPANY_ASSIGNMENTS_PAGE_MAX,
    cursor: options.page.cursor,
  });
  if (!isCaredForBy(caller, page.company)) throw notFound(texts.companies.notFound);

  /** The latest assignment of the row's course that reaches the row's target (none once the course is deleted). */
  const currentAssignedAt = (row: CompanyAssignmentRow) => {
    const toCompany = row.companyAssignment?.assigned_at;
    if (!row.allocation.user_id) return toCompany;
    const own = row.ownAssignment?.assigned_at;
    return own === undefined && toCompany === undefined ? undefined : latestOf(own, toCompany);
  };

  const describe = (row: CompanyAssignmentRow): CompanyAssignment => {
    const { allocation, course, person } = row;
    const current = currentAssignedAt(row);
    const isReplaced = current !== undefined && current > allocation.assigned_at;
    const status =
      allocation.user_id && person && course && !isReplaced
        ? assignmentPersonStatus({
            course,
            assignedAt: allocation.assigned_at,
            attempts: row.attempts,
            user: person,
          })
        : null;
    return {
      course_id: allocation.course_id,
      course_title: course?.title ?? null,
      course_subcategory: allocation.course_subcategory,
      user_id: allocation.user_id,
      user_name: person ? fullName(person) : null,
      assigned_at: allocation.assigned_at,
      assigned_by: row.assigner ? fullName(row.assigner) : null,
      status,
      replaced: isReplaced,
    };
  };
  return { items: page.items.map(describe), nextCursor: page.nextCursor };
}

/** A person the request names, as read for the assignment. */
type NamedPerson = { id: string; name: string };

/**
 * Whether the person still has the course open: assigned to them or to their company and, since
 * the latest of the two, not passed and signed by them. Assigning it again would start a new
 * round over the one they are in (docs/product.md, Assign course).
 */
function hasOpenAssignment(options: {
  course: CourseRecord;
  ownAssignedAt: string | undefined;
  companyAssignedAt: string | undefined;
  attempts: Pick<QuizAttemptsRecord, 'passed_at'> | null;
  user: UserRecord;
}): boolean {
  const { ownAssignedAt, companyAssignedAt } = options;
  if (ownAssignedAt === undefined && companyAssignedAt === undefined) return false;
  const status = assignmentPersonStatus({
    course: options.course,
    assignedAt: latestOf(ownAssignedAt, companyAssignedAt),
    attempts: options.attempts,
    user: options.user,
  });
  return status !== 'signed';
}

/**
 * The people of a chosen group, checked to be admins or employees of the company, and split into
 * those to assign and those skipped because their assignment of the course is not finished
 * (docs/product.md, Assign course). One BatchGetItem reads each person, their own assignment and
 * attempts, and the company's assignment.
 */
async function sortPeople(options: {
  firmId: string;
  company: CompanyRecord;
  course: CourseRecord;
  userIds: readonly string[];
}): Promise<{ toAssign: NamedPerson[]; unfinished: NamedPerson[] }> {
  const { course, company } = options;
  const found = await readAssignees({
    companyId: company.id,
    courseId: course.id,
    userIds: [...new Set(options.userIds)],
  });
  const companyAssignedAt = found.companyAssignment?.assigned_at;
  const people = found.people.map(({ user, ownAssignment, attempts }) => {
    const isCompanyUser =
      user && user.firm_id === options.firmId && (user.role === 'admin' || user.role === 'employee');
    if (!isCompanyUser) throw notFound();
    if (user.company_id !== company.id) {
      throw badRequest(texts.courseAssign.userNotInCompany, {
        user_id: [texts.courseAssign.userNotInCompany],
      });
    }
    return { user, ownAssignment, attempts };
  });
  const toAssign: NamedPerson[] = [];
  const unfinished: NamedPerson[] = [];
  for (const { user, ownAssignment, attempts } of people) {
    const isOpen = hasOpenAssignment({
      course,
      ownAssignedAt: ownAssignment?.assigned_at,
      companyAssignedAt,
      attempts,
      user,
    });
    (isOpen ? unfinished : toAssign).push({ id: user.id, name: fullName(user) });
  }
  return { toAssign, unfinished };
}

/**
 * The company's assignment of the course as read now (`assignedAt`, null when it has none, and
 * the bulk request that made it) and, when `countOpen`, how many of its active people have not
 * finished that round (each has to pass and sign it). Only a company that has the course has its
 * people read: one Query, then one BatchGetItem of each one's own assignment and attempts.
 */
export async function readCompanyRound(
  company: CompanyRecord,
  course: CourseRecord,
  countOpen: boolean,
  /** A bulk request's id: an assignment it wrote is its own round, whose people need no reading. */
  ownRequestId?: string,
): Promise<{ assignedAt: string | null; requestId: string | null; openCount: number }> {
  // Read consistently: the write is conditioned on this very `assigned_at`.
  const companyAssignment = await assignmentTable.getCompanyAssignment(company.id, course.id);
  const read = {
    assignedAt: companyAssignment?.assigned_at ?? null,
    requestId: companyAssignment?.request_id ?? null,
  };
  const isOwnRound = ownRequestId !== undefined && read.requestId === ownRequestId;
  if (!companyAssignment || !countOpen || isOwnRound) return { ...read, openCount: 0 };
  const members = await listCompanyMembers(company);
  const rounds = await readPeopleRounds(
    course.id,
    members.map((member) => member.id),
  );
  const isOpen = members.map((member, index) =>
    hasOpenAssignment({
      course,
      ownAssignedAt: rounds[index]?.ownAssignment?.assigned_at,
      companyAssignedAt: companyAssignment.assigned_at,
      attempts: rounds[index]?.attempts ?? null,
      user: member,
    }),
  );
  return { ...read, openCount: isOpen.filter(Boolean).length };
}

/**
 * Assigns a course of the owner's firm to one user of one of its companies, a chosen group of
 * them (`userIds`, at most ASSIGN_GROUP_MAX, in one transaction) or all the company's users
 * (`userId` null). A person whose assignment of the course is not finished (passed and signed)
 * is refused with 409 when named alone, and skipped and listed in a group; a finished one is
 * assigned again, which starts their next (periodic) round. The whole company is answered 409
 * with how many have not finished while it has the course already and any of its people has not
 * finished it, unless `restartOpenRound` says the caller, told so, restarts the round for them;
 * its assignment is written only over the one read, so of two such requests at once one writes
 * and the other answers 409. The date is recorded: the periodic-training status reads the last
 * allocation of a `periodica` course per company.
 */
export async function assignCourse(options: {
  owner: OwnerPrincipal;
  courseId: string;
  companyId: string;
  userId: string | null;
  userIds?: readonly string[] | undefined;
  restartOpenRound?: boolean;
}) {
  const { owner } = options;
  const firmId = owner.firmId;
  const [found, company] = await Promise.all([
    getCourseWithQuiz(options.courseId),
    getCompany(options.companyId),
  ]);
  if (!found || found.course.firm_id !== firmId) throw notFound();
  if (!company || company.firm_id !== firmId) throw notFound();
  // Trainees of a course without a quiz could never pass it (docs/product.md, Assign course).
  if (!found.quiz) throw conflict(texts.courseAssign.noQuiz);
  const course = found.course;
  const userIds = options.userIds ?? (options.userId ? [options.userId] : null);
  const people = userIds ? await sortPeople({ firmId, company, course, userIds }) : null;
  if (people && people.toAssign.length === 0) {
    throw conflict(
      texts.courseAssign.alreadyAssigned(people.unfinished.map((person) => person.name).join(', ')),
    );
  }
  const companyRound = people ? null : await readCompanyRound(company, course, !options.restartOpenRound);
  if (companyRound && companyRound.openCount > 0) {
    const question = texts.courseAssign.companyRoundOpen(company.name, companyRound.openCount);
    // Named by the field that answers it: the form offers to resend with it.
    throw conflict(question, { restart_open_round: [question] });
  }

  const assignedAt = nowIso();
  const assignment: AssignmentRecord = {
    course_id: course.id,
    firm_id: firmId,
    company_id: company.id,
    user_id: null,
    course_subcategory: course.subcategory,
    assigned_by: owner.user.id,
    assigned_at: assignedAt,
  };
  if (people) {
    const isAssigned = await assignmentTable.assignCourseToUsers({
      assignments: people.toAssign.map((person) => ({ ...assignment, user_id: person.id })),
      newAllocationId: newId,
    });
    // The course was deleted, or a person deleted or moved to another company, meanwhile.
    if (!isAssigned) throw notFound();
  } else {
    const outcome = await assignmentTable.assignCourseToCompany({
      assignment: { ...assignment, user_id: null },
      allocationId: newId(),
      seenAssignedAt: companyRound?.assignedAt ?? null,
    });
    if (outcome === 'course-missing') throw notFound();
    // Another request assigned it to the company after this one read the round it checked.
    if (outcome === 'assigned-meanwhile') throw conflict(texts.courseAssign.companyAssignedMeanwhile);
  }
  await refreshTrainingStatus({
    companyId: company.id,
    subcategory: course.subcategory,
    allocatedAt: assignedAt,
  });
  return {
    course: course.id,
    company_id: company.id,
    user_id: options.userIds ? null : options.userId,
    assigned_at: assignedAt,
    assigned: people?.toAssign ?? [],
    skipped: people?.unfinished ?? [],
  };
}

/**
 * Assigns a course of the owner's firm to a set of workers of any of its companies, e.g. every
 * worker of a filter of the firm's workers (docs/training-status.md, "Bulk actions"). The
 * workers go per company in groups of ASSIGN_GROUP_MAX, each group in one transaction, so a
 * group is assigned whole or not at all; a worker whose assignment of the course is not finished
 * is skipped, so running it again over the same workers assigns nobody twice. A group with a
 * worker deleted or moved to another company since the caller listed them is left alone and
 * counted as failed. The course is checked first: another firm's answers 404, one without a quiz
 * 409, before anything is written.
 */
export async function assignCourseToWorkers(options: {
  owner: OwnerPrincipal;
  courseId: string;
  workers: readonly { id: string; company_id: string }[];
}): Promise<{ assigned: number; skipped: number; failed: number }> {
  const { owner } = options;
  const found = await getCourseWithQuiz(options.courseId);
  if (!found || found.course.firm_id !== owner.firmId) throw notFound();
  if (!found.quiz) throw conflict(texts.courseAssign.noQuiz);
  const course = found.course;
  const byCompany = new Map<string, string[]>();
  for (const worker of options.workers) {
    byCompany.set(worker.company_id, [...(byCompany.get(worker.company_id) ?? []), worker.id]);
  }
  const outcomes = await pMap(
    [...byCompany],
    async ([companyId, userIds]) => {
      const company = await getCompany(companyId);
      const tally = { assigned: 0, skipped: 0, failed: 0 };
      if (!company || company.firm_id !== owner.firmId || company.deleting_since) {
        return { ...tally, failed: userIds.length };
      }
      let assignedAt: string | null = null;
      for (let start = 0; start < userIds.length; start += ASSIGN_GROUP_MAX) {
        const group = userIds.slice(start, start + ASSIGN_GROUP_MAX);
        const people = await sortPeople({ firmId: owner.firmId, company, course, userIds: group }).catch(
          (error: unknown) => {
            if (error instanceof AppError && error.status < 500) return null;
            throw error;
          },
        );
        if (!people) {
          tally.failed += group.length;
          continue;
        }
        tally.skipped += people.unfinished.length;
        if (people.toAssign.length === 0) continue;
        const at = nowIso();
        const isAssigned = await assignmentTable.assignCourseToUsers({
          assignments: people.toAssign.map((person) => ({
            course_id: course.id,
            firm_id: owner.firmId,
            company_id: company.id,
            user_id: person.id,
            course_subcategory: course.subcategory,
            assigned_by: owner.user.id,
            assigned_at: at,
          })),
          newAllocationId: newId,
        });
        if (isAssigned) {
          tally.assigned += people.toAssign.length;
          assignedAt = at;
        } else tally.failed += people.toAssign.length;
      }
      if (assignedAt) {
        await refreshTrainingStatus({
          companyId: company.id,
          subcategory: course.subcategory,
          allocatedAt: assignedAt,
        });
      }
      return tally;
    },
    { concurrency: COMPANY_CONCURRENCY },
  );
  return {
    assigned: outcomes.reduce((sum, outcome) => sum + outcome.assigned, 0),
    skipped: outcomes.reduce((sum, outcome) => sum + outcome.skipped, 0),
    failed: outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
  };
}
