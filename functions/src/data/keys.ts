/**
 * Every key of the single table, and of the course-files bucket, is built here and nowhere else
 * (docs/data-model.md lists them with their access patterns).
 */
export type ItemKey = { PK: string; SK: string };

const META = 'META';

/** Exactly one of the two: a user, or a whole company (user_id null in the API). */
export type CourseAssignmentTarget =
  | { userId: string; companyId?: undefined }
  | { userId?: undefined; companyId: string };

/** Usernames are unique regardless of case and surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const keys = {
  user: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: META }),
  usernameMarker: (username: string): ItemKey => ({
    PK: `USERNAME#${normalizeUsername(username)}`,
    SK: META,
  }),
  progress: (userId: string, progressId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `PROGRESS#${progressId}`,
  }),
  loginThrottle: (username: string): ItemKey => ({
    PK: `THROTTLE#LOGIN#${normalizeUsername(username)}`,
    SK: META,
  }),
  passwordResetToken: (tokenHash: string): ItemKey => ({ PK: `RESET#${tokenHash}`, SK: META }),
  passwordResetLimit: (email: string): ItemKey => ({
    PK: `THROTTLE#RESET#${normalizeEmail(email)}`,
    SK: META,
  }),
  firm: (firmId: string): ItemKey => ({ PK: `FIRM#${firmId}`, SK: META }),
  company: (companyId: string): ItemKey => ({ PK: `COMPANY#${companyId}`, SK: META }),
  course: (courseId: string): ItemKey => ({ PK: `COURSE#${courseId}`, SK: META }),
  quiz: (courseId: string): ItemKey => ({ PK: `COURSE#${courseId}`, SK: 'QUIZ' }),
  /** A course assigned to one user, or to every user of a company (present and future). */
  courseAssignment: (target: CourseAssignmentTarget, courseId: string): ItemKey => ({
    PK: target.userId ? `USER#${target.userId}` : `COMPANY#${target.companyId}`,
    SK: `ASSIGNMENT#COURSE#${courseId}`,
  }),
  /** One allocation event, kept after the course is gone: the periodic-training status reads it. */
  courseAllocation: (options: {
    companyId: string;
    subcategory: string;
    assignedAt: string;
    allocationId: string;
  }): ItemKey => ({
    PK: `COMPANY#${options.companyId}`,
    SK: `ALLOCATION#${options.subcategory}#${options.assignedAt}#${options.allocationId}`,
  }),
} as const;

/** Sort-key prefixes for Queries within a partition. */
export const prefixes = {
  progress: 'PROGRESS#',
  courseAssignment: 'ASSIGNMENT#COURSE#',
  courseAllocation: (subcategory: string) => `ALLOCATION#${subcategory}#`,
} as const;

/** Global secondary index keys (GSI1: parent listings; GSI2: look-ups by an attribute). */
export const indexKeys = {
  usersByEmail: (email: string) => ({ GSI2PK: `EMAIL#${normalizeEmail(email)}` }),
  superowners: () => ({ GSI1PK: 'SUPEROWNERS' }),
  firmCourses: (firmId: string) => ({ GSI1PK: `FIRM#${firmId}#COURSES` }),
  firmCourse: (firmId: string, courseId: string) => ({
    GSI1PK: `FIRM#${firmId}#COURSES`,
    GSI1SK: `COURSE#${courseId}`,
  }),
  /** Every assignment of a course, so deleting the course can remove them all. */
  courseAssignments: (courseId: string) => ({ GSI1PK: `COURSE#${courseId}#ASSIGNMENTS` }),
} as const;

/**
 * Object keys in the course-files bucket, always under the firm: a presigned upload lands in
 * `uploads/` (a staging area the bucket may expire) and an accepted PDF moves to `courses/`.
 */
export const objectKeys = {
  courseUpload: (firmId: string, uploadId: string) => `uploads/${firmId}/${uploadId}.pdf`,
  courseFile: (firmId: string, courseId: string) => `courses/${firmId}/${courseId}.pdf`,
} as const;
