import { Button, FileInput, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CourseCategory, PDF_CONTENT_TYPE, texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import type { CourseDetail } from '@/lib/queries/courses';
import { type UpdateCourseInput, useUpdateCourse } from '../api/update-course';
import { CourseLengthFields, CourseTextFields } from './course-detail-fields';
import {
  categoryOptions,
  checkPdfFile,
  courseTextRules,
  isMinStudyLowered,
  toCourseFormErrors,
  validateDuration,
  validateMinStudy,
  validateMinStudyReason,
} from './course-fields';
import { UploadProgress } from './upload-progress';

type CourseEditValues = {
  title: string;
  description: string;
  category: CourseCategory;
  duration: number | string;
  min_study_minutes: number | string;
  min_study_reason: string;
  file: File | null;
};

function valuesOf(course: CourseDetail): CourseEditValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    duration: course.duration,
    min_study_minutes: course.min_study_minutes,
    min_study_reason: course.min_study_reason ?? '',
    file: null,
  };
}

/** What the owner changed, as the API takes it: untouched fields are not sent. */
function changesOf(course: CourseDetail, values: CourseEditValues): UpdateCourseInput['changes'] {
  const title = values.title.trim();
  const description = values.description.trim();
  const duration = Number(values.duration);
  const minStudy = Number(values.min_study_minutes);
  const reason = isMinStudyLowered(values) ? values.min_study_reason.trim() : '';
  return {
    ...(title !== course.title ? { title } : {}),
    ...(description !== course.description ? { description } : {}),
    ...(values.category !== course.category ? { category: values.category } : {}),
    ...(duration !== course.duration ? { duration } : {}),
    ...(minStudy !== course.min_study_minutes ? { min_study_minutes: minStudy } : {}),
    ...(reason !== (course.min_study_reason ?? '') ? { min_study_reason: reason } : {}),
  };
}

type CourseEditFormProps = { course: CourseDetail; onClose: () => void; onSaved: () => void };

/**
 * The course's edit (docs/product.md, Edit course): its texts, category, duration, minimum study
 * and, optionally, a new version of its PDF. Records already signed keep the version they name.
 */
export function CourseEditForm({ course, onClose, onSaved }: CourseEditFormProps) {
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const updateCourse = useUpdateCourse(setUploadPercent);
  const failure = useFormFailure();
  const form = useForm<CourseEditValues>({
    initialValues: valuesOf(course),
    validate: {
      ...courseTextRules,
      duration: validateDuration,
      min_study_minutes: (value, values) =>
        value === '' ? texts.courseForm.invalidMinStudy : validateMinStudy(value, values),
      min_study_reason: validateMinStudyReason,
      file: (file) => (file ? checkPdfFile(file) : null),
    },
    onValuesChange: failure.clear,
  });

  const submitEdit = form.onSubmit((values) => {
    const changes = changesOf(course, values);
    const hasChanges = Object.keys(changes).length > 0 || values.file !== null;
    if (!hasChanges) {
      failure.say(texts.courseEdit.nothingToChange);
      return;
    }
    setUploadPercent(null);
    updateCourse.mutate(
      { courseId: course.id, changes, file: values.file },
      {
        onSuccess: () => {
          notifySuccess(texts.courseEdit.saved);
          onSaved();
          onClose();
        },
        onError: (error) => {
          console.error('Editing the course failed', error);
          failure.show(form, error, texts.courseEdit.saveFailed, toCourseFormErrors(error));
        },
        onSettled: () => setUploadPercent(null),
      },
    );
  });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="course-edit-title">
      <form onSubmit={submitEdit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="course-edit-title">
            {texts.courseEdit.title}
          </Title>
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <div className={layout.grid}>
            <CourseTextFields form={form} />
            <NativeSelect
              label={texts.courseForm.category}
              data={categoryOptions}
              {...form.getInputProps('category')}
            />
            <CourseLengthFields form={form} />
            <FileInput
              label={texts.courseEdit.newFile}
              description={texts.courseEdit.newFileHint}
              placeholder={texts.courseForm.filePlaceholder}
              accept={`${PDF_CONTENT_TYPE},.pdf`}
              clearable
              {...form.getInputProps('file')}
            />
          </div>
          {updateCourse.isPending && uploadPercent !== null && <UploadProgress percent={uploadPercent} />}
          <Group gap="sm">
            <Button type="submit" loading={updateCourse.isPending}>
              {texts.courseEdit.submit}
            </Button>
            <Button variant="default" onClick={onClose} disabled={updateCourse.isPending}>
              {texts.courseEdit.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
