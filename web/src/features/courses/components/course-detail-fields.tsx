import { NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_COURSE_DURATION_MINUTES, MIN_COURSE_DURATION_MINUTES, TEXT_LIMITS, texts } from '@ssm/shared';
import { LimitedTextarea, LimitedTextInput } from '@/components/limited-text';
import { isMinStudyLowered, standardMinStudyOf } from './course-fields';
import classes from './courses.module.css';

/* The course's own words and length, the same inputs in the add and the edit form. */

type CourseTextValues = { title: string; description: string };
type CourseLengthValues = {
  duration: number | string;
  min_study_minutes: number | string;
  min_study_reason: string;
};

export function CourseTextFields<Values extends CourseTextValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  return (
    <>
      <LimitedTextInput
        label={texts.courseForm.title}
        withAsterisk
        limit={TEXT_LIMITS.courseTitle}
        className={classes.fullRow}
        {...form.getInputProps('title')}
      />
      <LimitedTextarea
        label={texts.courseForm.description}
        withAsterisk
        limit={TEXT_LIMITS.courseDescription}
        rows={4}
        className={classes.fullRow}
        {...form.getInputProps('description')}
      />
    </>
  );
}

export function CourseLengthFields<Values extends CourseLengthValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const standard = standardMinStudyOf(form.values.duration);
  return (
    <>
      <NumberInput
        label={texts.courseForm.duration}
        min={MIN_COURSE_DURATION_MINUTES}
        max={MAX_COURSE_DURATION_MINUTES}
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
        {...form.getInputProps('duration')}
      />
      <NumberInput
        label={texts.courseForm.minStudy}
        description={standard === null ? undefined : texts.courseForm.minStudyHint(standard)}
        placeholder={standard === null ? undefined : String(standard)}
        min={0}
        max={MAX_COURSE_DURATION_MINUTES}
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
        {...form.getInputProps('min_study_minutes')}
      />
      {isMinStudyLowered(form.values) && (
        <LimitedTextarea
          label={texts.courseForm.minStudyReason}
          description={texts.courseForm.minStudyReasonHint}
          withAsterisk
          limit={TEXT_LIMITS.minStudyReason}
          rows={2}
          className={classes.fullRow}
          {...form.getInputProps('min_study_reason')}
        />
      )}
    </>
  );
}
