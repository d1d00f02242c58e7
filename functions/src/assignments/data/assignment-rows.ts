import type { CourseSubcategory } from '@ssm/shared';
import { type UserRecord, users } from '../../accounts/data/users';
import { type CompanyRecord, companies } from '../../companies/data/companies';
import { type CourseRecord, courses } from '../../courses/data/courses';
import { type QuizAttemptsRecord, quizAttempts } from '../../learning/data/quiz-attempts';
import { readBatch } from '../../platform/entity';
import type { Page, PageRequest } from '../../platform/page';
import { keys } from '../../platform/table-keys';
import {
  type AssignmentRecord,
  assignments,
  listAssignmentHistory,
  listCourseAssignments,
} from './assignments';

/*
 * The assignments as their owners read them (docs/api.md, A course's assignments, A company's
 * assignments, Assign a course): each row with what it names and where its person stands, read
 * in one BatchGetItem of every row's items after the Query of the rows.
 */

/** A course's assignment with its company, the company's own assignment of the course and its assigner. */
export type CourseAssignmentRow = {
  assignment: AssignmentRecord;
  company: CompanyRecord | null;
  /** The company's own assignment of the course, which reaches its people too. */
  companyAssignment: AssignmentRecord | null;
  assigner: UserRecord | null;
  /** For an assignment to one person: the person (null once deleted) and their attempts item. */
  person: UserRecord | null;
  attempts: QuizAttemptsRecord | null;
};

/**
 * A page of the course's assignments (GSI1 `COURSE#<course>#ASSIGNMENTS`), whole companies first,
 * then one BatchGetItem of the course and each row's items (at most 76 keys for 15 rows).
 */
export async function listCourseAssignmentRows(
  courseId: string,
  page: PageRequest,
): Promise<{ course: CourseRecord | null } & Page<CourseAssignmentRow>> {
  const listed = await listCourseAssignments(courseId, page);
  const found = await readBatch({
    course: courses.at(keys.course(courseId)),
    rows: listed.items.map((assignment) => ({
      company: companies.at(keys.company(assignment.company_id)),
      companyAssignment: assignments.at(
        keys.courseAssignment({ companyId: assignment.company_id }, courseId),
      ),
      assigner: users.at(keys.user(assignment.assigned_by)),
      person: assignment.user_id ? users.at(keys.user(assignment.user_id)) : null,
      attempts: assignment.user_id ? quizAttempts.at(keys.quizAttempts(assignment.user_id, courseId)) : null,
    })),
  });
  return {
    course: found.course,
    items: found.rows.map((row, index) => ({ assignment: listed.items[index]!, ...row })),
    nextCursor: listed.nextCursor,
  };
}

/** An allocation of the company's history with its course, assigner and the assignments that may replace it. */
export type CompanyAssignmentRow = {
  allocation: AssignmentRecord;
  /** Null once the course is deleted (its allocations stay). */
  course: CourseRecord | null;
  assigner: UserRecord | null;
  /** The company's current assignment of the course. */
  companyAssignment: AssignmentRecord | null;
  /** For an allocation to one person: the person, their current own assignment and their attempts item. */
  person: UserRecord | null;
  ownAssignment: AssignmentRecord | null;
  attempts: QuizAttemptsRecord | null;
};

/**
 * A page of the company's allocations (of one subcategory, or all), newest first within each,
 * then one BatchGetItem of the company and each row's items (at most 97 keys for 16 rows).
 */
export async function listCompanyAssignmentRows(
  companyId: string,
  subcategory: CourseSubcategory | undefined,
  page: PageRequest,
): Promise<{ company: CompanyRecord | null } & Page<CompanyAssignmentRow>> {
  const listed = await listAssignmentHistory(companyId, subcategory, page);
  const found = await readBatch({
    company: companies.at(keys.company(companyId)),
    rows: listed.items.map((allocation) => {
      const { course_id: courseId, user_id: userId } = allocation;
      return {
        course: courses.at(keys.course(courseId)),
        assigner: users.at(keys.user(allocation.assigned_by)),
        companyAssignment: assignments.at(keys.courseAssignment({ companyId }, courseId)),
        person: userId ? users.at(keys.user(userId)) : null,
        ownAssignment: userId ? assignments.at(keys.courseAssignment({ userId }, courseId)) : null,
        attempts: userId ? quizAttempts.at(keys.quizAttempts(userId, courseId)) : null,
      };
    }),
  });
  return {
    company: found.company,
    items: found.rows.map((row, index) => ({ allocation: listed.items[index]!, ...row })),
    nextCursor: listed.nextCursor,
  };
}

/** A person named in an assignment request, with their own assignment of the course and their attempts item. */
export type AssigneeRound = {
  userId: string;
  /** Null when no such user exists. */
  user: UserRecord | null;
  ownAssignment: AssignmentRecord | null;
  attempts: QuizAttemptsRecord | null;
};

/**
 * The people an assignment request names, each with their own assignment of the course and their
 * attempts item, and the company's assignment of the course: one BatchGetItem.
 */
export async function readAssignees(options: {
  companyId: string;
  courseId: string;
  userIds: readonly string[];
}): Promise<{ companyAssignment: AssignmentRecord | null; people: AssigneeRound[] }> {
  const { companyId, courseId, userIds } = options;
  const found = await readBatch({
    companyAssignment: assignments.at(keys.courseAssignment({ companyId }, courseId)),
    people: userIds.map((userId) => ({
      user: users.at(keys.user(userId)),
      ownAssignment: assignments.at(keys.courseAssignment({ userId }, courseId)),
      attempts: quizAttempts.at(keys.quizAttempts(userId, courseId)),
    })),
  });
  return {
    companyAssignment: found.companyAssignment,
    people: found.people.map((person, index) => ({ userId: userIds[index]!, ...person })),
  };
}

/** Where a person stands in a round of a course: when it was assigned to them alone, when they passed. */
export type PersonRound = {
  ownAssignment: Pick<AssignmentRecord, 'assigned_at'> | null;
  attempts: Pick<QuizAttemptsRecord, 'passed_at'> | null;
};

/**
 * Each person's own assignment of the course and attempts item, of each only the date a round's
 * check needs (an attempts item also holds the open attempt's questions): one BatchGetItem per
 * 50 people, in the order of `userIds`.
 */
export async function readPeopleRounds(courseId: string, userIds: readonly string[]): Promise<PersonRound[]> {
  return readBatch(
    userIds.map((userId) => ({
      ownAssignment: assignments.at(keys.courseAssignment({ userId }, courseId), ['assigned_at']),
      attempts: quizAttempts.at(keys.quizAttempts(userId, courseId), ['passed_at']),
    })),
  );
}
