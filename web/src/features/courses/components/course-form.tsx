import { Button, FileInput, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CourseCategory,
  type CourseSubcategory,
  DEFAULT_COURSE_DURATION_MINUTES,
  PDF_CONTENT_TYPE,
  texts,
} from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import type { CourseSummary } from '@/lib/queries/courses';
import { useCreateCourse } from '../api/create-course';
import { CourseLengthFields, CourseTextFields } from './course-detail-fields';
import {
  categoryOptions,
  courseTextRules,
  isMinStudyLowered,
  subcategoryOptions,
  toCourseFormErrors,
  validateDuration,
  validateFile,
  validateMinStudy,
  validateMinStudyReason,
} from './course-fields';
import { UploadProgress } from './upload-progress';

type CourseFormValues = {
  title: string;
  description: string;
  category: CourseCategory;
  subcategory: CourseSubcategory;
  duration: number | string;
  min_study_minutes: number | string;
  min_study_reason: string;
  file: File | null;
};

const initialValues: CourseFormValues = {
  title: '',
  description: '',
  category: 'SSM',
  subcategory: 'introductive',
  duration: DEFAULT_COURSE_DURATION_MINUTES,
  // Blank is the standard share of the duration, whatever duration the owner types.
  min_study_minutes: '',
  min_study_reason: '',
  file: null,
};

type CourseFormProps = { onCreated: (course: CourseSummary) => void };

/** The add-course form (docs/product.md, Add course): the PDF goes straight to S3 with a progress bar. */
export function CourseForm({ onCreated }: CourseFormProps) {
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const createCourse = useCreateCourse(setUploadPercent);
  const failure = useFormFailure();
  const form = useForm<CourseFormValues>({
    initialValues,
    validate: {
      ...courseTextRules,
      duration: validateDuration,
      min_study_minutes: validateMinStudy,
      min_study_reason: validateMinStudyReason,
      file: validateFile,
    },
    onValuesChange: failure.clear,
  });

  const submitCourse = form.onSubmit(
    ({ file, duration, min_study_minutes, min_study_reason, title, description, ...values }) => {
      if (!file) return;
      setUploadPercent(null);
      createCourse.mutate(
        {
          ...values,
          title: title.trim(),
          description: description.trim(),
          duration: Number(duration),
          ...(min_study_minutes === '' ? {} : { min_study_minutes: Number(min_study_minutes) }),
          ...(isMinStudyLowered({ duration, min_study_minutes })
            ? { min_study_reason: min_study_reason.trim() }
            : {}),
          file,
        },
        {
          onSuccess: (course) => {
            notifySuccess(texts.courseForm.created);
            form.reset();
            onCreated(course);
          },
          onError: (error) => {
            console.error('Creating the course failed', error);
            failure.show(form, error, texts.courseForm.createFailed, toCourseFormErrors(error));
          },
          onSettled: () => setUploadPercent(null),
        },
      );
    },
  );

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="course-form-title">
      <form onSubmit={submitCourse} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="course-form-title">
            {texts.courses.addTitle}
          </Title>
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <div className={layout.grid}>
            <CourseTextFields form={form} />
            <NativeSelect
              label={texts.courseForm.category}
              data={categoryOptions}
              {...form.getInputProps('category')}
            />
            <NativeSelect
              label={texts.courseForm.subcategory}
              data={subcategoryOptions}
              {...form.getInputProps('subcategory')}
            />
            <CourseLengthFields form={form} />
            <FileInput
              label={texts.courseForm.file}
              description={texts.courseForm.fileHint}
              placeholder={texts.courseForm.filePlaceholder}
              accept={`${PDF_CONTENT_TYPE},.pdf`}
              withAsterisk
              clearable
              {...form.getInputProps('file')}
            />
          </div>
          {createCourse.isPending && uploadPercent !== null && <UploadProgress percent={uploadPercent} />}
          <Button type="submit" loading={createCourse.isPending} className={layout.submit}>
            {texts.courseForm.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
