import {
  COURSE_CATEGORIES,
  COURSE_FILE_MAX_BYTES,
  COURSE_SUBCATEGORIES,
  MAX_COURSE_DURATION_MINUTES,
  MIN_COURSE_DURATION_MINUTES,
  PDF_CONTENT_TYPE,
  TEXT_LIMITS,
  texts,
} from '@ssm/shared';
import { toFormErrors } from '@/lib/form-errors';
import { limitedText } from '@/lib/text-limits';
import { UploadError } from '../api/course-upload';

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

/** Whole minutes from 0 (no minimum) up to the course's duration (docs/api.md, evidence of study). */
export function validateMinStudy(
  value: number | string,
  values: { duration: number | string },
): string | null {
  const minutes = Number(value);
  const isValid =
    value !== '' && Number.isInteger(minutes) && minutes >= 0 && minutes <= Number(values.duration);
  return isValid ? null : texts.courseForm.invalidMinStudy;
}

/** The server names the presigned upload `upload_id`; on the form that is the file field. */
export function toCourseFormErrors(error: unknown): Record<string, string> {
  if (error instanceof UploadError) return { file: texts.courseForm.uploadFailed };
  const { upload_id: uploadError, ...errors } = toFormErrors(error);
  return uploadError ? { ...errors, file: uploadError } : errors;
}
