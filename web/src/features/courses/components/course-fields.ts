import {
  COURSE_CATEGORIES,
  COURSE_FILE_MAX_BYTES,
  COURSE_SUBCATEGORIES,
  MAX_COURSE_DURATION_MINUTES,
  MIN_COURSE_DURATION_MINUTES,
  PDF_CONTENT_TYPE,
  standardMinStudyMinutes,
  TEXT_LIMITS,
  texts,
} from '@ssm/shared';
import { toFormErrors } from '@/lib/form-errors';
import { UploadError } from '@/lib/presigned-upload';
import { limitedText } from '@/lib/text-limits';

/* The course's fields as the add and edit forms both check them before the server does. */

export const categoryOptions = COURSE_CATEGORIES.map((category) => ({ value: category, label: category }));
export const subcategoryOptions = COURSE_SUBCATEGORIES.map((subcategory) => ({
  value: subcategory,
  label: texts.courseForm.subcategoryLabels[subcategory],
}));

function isPdf(file: File): boolean {
  return file.type === PDF_CONTENT_TYPE || file.name.toLowerCase().endsWith('.pdf');
}

/** A PDF the server may take; `null` is no file, refused where the form requires one. */
export function checkPdfFile(file: File): string | null {
  if (!isPdf(file)) return texts.courseForm.onlyPdf;
  if (file.size === 0) return texts.courseForm.emptyFile;
  if (file.size > COURSE_FILE_MAX_BYTES) return texts.courseForm.fileTooLarge;
  return null;
}

/** The course's title and description: required, within the server's limits. */
export const courseTextRules = {
  title: limitedText(TEXT_LIMITS.courseTitle, texts.courseForm.allRequired),
  description: limitedText(TEXT_LIMITS.courseDescription, texts.courseForm.allRequired),
};

export function validateFile(file: File | null): string | null {
  return file ? checkPdfFile(file) : texts.courseForm.allRequired;
}

export function validateDuration(value: number | string): string | null {
  const minutes = Number(value);
  const isValid =
    value !== '' &&
    Number.isInteger(minutes) &&
    minutes >= MIN_COURSE_DURATION_MINUTES &&
    minutes <= MAX_COURSE_DURATION_MINUTES;
  return isValid ? null : texts.courseForm.invalidDuration;
}

/**
 * Whole minutes from 0 up to the course's duration (docs/api.md, evidence of study); blank, where
 * the form allows it, is the standard share of the duration.
 */
export function validateMinStudy(
  value: number | string,
  values: { duration: number | string },
): string | null {
  if (value === '') return null;
  const minutes = Number(value);
  const isValid = Number.isInteger(minutes) && minutes >= 0 && minutes <= Number(values.duration);
  return isValid ? null : texts.courseForm.invalidMinStudy;
}

/** The standard minimum of the duration typed so far, or null while it is not a valid duration. */
export function standardMinStudyOf(duration: number | string): number | null {
  return validateDuration(duration) === null ? standardMinStudyMinutes(Number(duration)) : null;
}

/** Whether the typed minimum is below the standard share, so the firm must give its reason. */
export function isMinStudyLowered(values: { duration: number | string; min_study_minutes: number | string }) {
  const standard = standardMinStudyOf(values.duration);
  return standard !== null && values.min_study_minutes !== '' && Number(values.min_study_minutes) < standard;
}

/** A lowered minimum needs the firm's reason (docs/domain.md, Training duration), as the server says. */
export function validateMinStudyReason(
  value: string,
  values: { duration: number | string; min_study_minutes: number | string },
): string | null {
  if (value.trim().length > TEXT_LIMITS.minStudyReason) return texts.courseForm.minStudyReasonTooLong;
  if (!isMinStudyLowered(values) || value.trim() !== '') return null;
  return texts.courseForm.minStudyReasonRequired(standardMinStudyMinutes(Number(values.duration)));
}

/** The server names the presigned upload `upload_id`; on the form that is the file field. */
export function toCourseFormErrors(error: unknown): Record<string, string> {
  if (error instanceof UploadError) return { file: texts.courseForm.uploadFailed };
  const { upload_id: uploadError, ...errors } = toFormErrors(error);
  return uploadError ? { ...errors, file: uploadError } : errors;
}
