import type { LeftOutNewHireCourse } from './contract/training-status';
import * as texts from './texts';

/*
 * How the owner is told of the courses a company names for new hires that new people did not get
 * (docs/training-status.md, "New hires"): the server's notice for one person or one import call,
 * and the import page's for all its batches together, in the same words.
 */

export type LeftOutCourseCount = LeftOutNewHireCourse & { people: number };

/** One course left out, as the owner reads it: its domain and type, its title while it exists, and why. */
export function describeLeftOutCourse(course: LeftOutNewHireCourse): string {
  const slot = `${texts.courseForm.subcategoryLabels[course.subcategory]} ${course.category}`;
  return course.title === null
    ? texts.workerTraining.leftOutCourseDeleted(slot)
    : texts.workerTraining.leftOutCourseWithoutQuiz(slot, course.title);
}

/** The notice of the courses an import left out, each with how many people missed it; null for none. */
export function importCoursesLeftOutNotice(courses: readonly LeftOutCourseCount[]): string | null {
  if (courses.length === 0) return null;
  return texts.workerTraining.importCoursesLeftOut(
    courses
      .map((course) => texts.workerTraining.leftOutCoursePeople(describeLeftOutCourse(course), course.people))
      .join('; '),
  );
}

/** The courses of several import calls together: once each, their people added up. */
export function addLeftOutCourses(calls: readonly (readonly LeftOutCourseCount[])[]): LeftOutCourseCount[] {
  const byCourse = new Map<string, LeftOutCourseCount>();
  for (const course of calls.flat()) {
    const counted = byCourse.get(course.course_id);
    byCourse.set(course.course_id, { ...course, people: (counted?.people ?? 0) + course.people });
  }
  return [...byCourse.values()];
}
