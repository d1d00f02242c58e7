import {
  STUDY_REPORT_MAX_CREDIT_SECONDS,
  STUDY_REPORT_MIN_INTERVAL_SECONDS,
  type studyReportBodySchema,
  type z,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { CompanyMemberPrincipal } from '../../accounts/domain/principal';
import type { CourseRecord } from '../../courses/data/courses';
import { now } from '../../platform/clock';
import { conflict, notFound, tooManyRequests } from '../../platform/errors';
import {
  creditStudyReport,
  getCourseStudyState,
  recordMaterialOpened,
  type StudyEvidenceRecord,
  type StudySnapshot,
} from '../data/study-evidence';

/*
 * Evidence of study (docs/api.md, evidence of study). The server keeps, per trainee, course and
 * training round, when the material's link was first issued, the study time the viewer reported
 * and the pages it showed. A report is credited at most the server time since the previous one
 * (or since the opening), never more than STUDY_REPORT_MAX_CREDIT_SECONDS: a script cannot claim
 * an hour in one call, and two tabs cannot count the same minute twice.
 */

type StudyReport = z.output<typeof studyReportBodySchema>;

/** The evidence of the round that started at `assignedAt`; another round's counts for nothing. */
function currentEvidence(evidence: StudyEvidenceRecord | null, assignedAt: string) {
  return evidence && evidence.round === assignedAt ? evidence : null;
}

/** The course's minimum study time, in seconds (0 when it sets none). */
function minimumSeconds(course: Pick<CourseRecord, 'min_study_minutes'>): number {
  return course.min_study_minutes * 60;
}

/** Notes the link issued to a trainee as the opening of the material, the first time in the round. */
export function recordCourseOpened(options: {
  trainee: CompanyMemberPrincipal;
  courseId: string;
  assignedAt: string;
}): Promise<void> {
  const { trainee } = options;
  return recordMaterialOpened({
    evidence: {
      user_id: trainee.user.id,
      course_id: options.courseId,
      firm_id: trainee.firmId,
      company_id: trainee.companyId,
      round: options.assignedAt,
    },
    at: now().toISOString(),
  });
}

/** The credited state a report answers (the route's `studyProgressSchema`). */
function describeProgress(courseId: string, evidence: StudyEvidenceRecord, minimum: number) {
  const snapshot = snapshotOf(evidence);
  return {
    course: courseId,
    opened_at: evidence.opened_at,
    studied_seconds: snapshot.studied_seconds,
    pages_seen: snapshot.pages_seen,
    page_count: snapshot.page_count,
    min_study_seconds: minimum,
    remaining_seconds: Math.max(0, minimum - evidence.studied_seconds),
  };
}

/** What a record keeps of the evidence (docs/signatures.md); pages beyond the count are not counted. */
function snapshotOf(evidence: StudyEvidenceRecord | null): StudySnapshot {
  if (!evidence) return { opened_at: null, studied_seconds: 0, pages_seen: 0, page_count: null };
  const pageCount = evidence.page_count;
  const pages = [...(evidence.pages_seen ?? [])].filter((page) => pageCount === null || page <= pageCount);
  return {
    opened_at: evidence.opened_at,
    studied_seconds: evidence.studied_seconds,
    pages_seen: pages.length,
    page_count: pageCount,
  };
}

/** The evidence of the round and the course's minimum, as the record made at a pass keeps them. */
export function studySnapshot(options: {
  evidence: StudyEvidenceRecord | null;
  assignedAt: string;
  course: Pick<CourseRecord, 'min_study_minutes' | 'min_study_reason'>;
}): StudySnapshot {
  const { course } = options;
  return {
    ...snapshotOf(currentEvidence(options.evidence, options.assignedAt)),
    minimum_minutes: course.min_study_minutes,
    minimum_reason: course.min_study_reason ?? null,
  };
}

/**
 * Refuses a new quiz attempt while the course's minimum study time is not reached in this round,
 * saying how much is left (docs/api.md, evidence of study).
 */
export function requireMinimumStudy(options: {
  course: Pick<CourseRecord, 'min_study_minutes'>;
  evidence: StudyEvidenceRecord | null;
  assignedAt: string;
}): void {
  const minimum = minimumSeconds(options.course);
  if (minimum === 0) return;
  const studied = currentEvidence(options.evidence, options.assignedAt)?.studied_seconds ?? 0;
  if (studied >= minimum) return;
  throw conflict((refusals) => refusals.studyMinimumNotReached(minimum - studied));
}

/**
 * Credits one viewer report: the visible seconds it claims, at most the server time since the
 * previous accepted report (or the opening) and at most STUDY_REPORT_MAX_CREDIT_SECONDS, and the
 * pages it names. One BatchGetItem and one conditional UpdateItem.
 */
export async function reportStudy(options: { trainee: CompanyMemberPrincipal; report: StudyReport }) {
  const { trainee, report } = options;
  const {
    course,
    evidence: stored,
    assignedAt,
  } = await getCourseStudyState({
    user: { id: trainee.user.id, companyId: trainee.companyId },
    courseId: report.course,
  });
  if (!course || course.firm_id !== trainee.firmId || assignedAt === null) throw notFound();
  const evidence = currentEvidence(stored, assignedAt);
  if (!evidence) throw conflict(texts.study.notOpened);
  const at = now();
  const since = Date.parse(evidence.last_report_at ?? evidence.opened_at);
  const elapsedSeconds = Math.floor((at.getTime() - since) / 1000);
  if (evidence.last_report_at !== null && elapsedSeconds < STUDY_REPORT_MIN_INTERVAL_SECONDS) {
    throw tooManyRequests(
      texts.study.tooSoon,
      STUDY_REPORT_MIN_INTERVAL_SECONDS - Math.max(0, elapsedSeconds),
    );
  }
  const credit = Math.max(0, Math.min(report.seconds, elapsedSeconds, STUDY_REPORT_MAX_CREDIT_SECONDS));
  const updated = await creditStudyReport({
    evidence,
    seconds: credit,
    pages: report.pages,
    pageCount: report.page_count,
    at: at.toISOString(),
  });
  if (!updated) throw conflict(texts.study.reportConflict);
  return describeProgress(course.id, updated, minimumSeconds(course));
}
