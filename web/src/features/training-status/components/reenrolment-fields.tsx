import { Checkbox, Fieldset, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  COURSE_CATEGORIES,
  type CourseCategory,
  NAMED_COURSE_PHASES,
  type NamedCoursePhase,
  type ReenrolmentSettings,
  texts,
} from '@ssm/shared';
import { useState } from 'react';
import { useCourses } from '@/lib/queries/courses';

const labels = texts.workerTraining;

type NamedCourses = ReenrolmentSettings['courses'];

/**
 * Re-enrolment settings being edited (a company's own or the firm's defaults): the switch, the
 * lead time and the named courses. Each course select offers the firm's courses of its domain
 * and type that can be assigned: a course without a quiz cannot (its trainees could never pass it).
 */
export function useReenrolmentDraft(initial: ReenrolmentSettings) {
  const [isReenrolling, setReenrolling] = useState(initial.enabled);
  const [leadDays, setLeadDays] = useState(String(initial.lead_days));
  const [namedCourses, setNamedCourses] = useState<NamedCourses>(initial.courses);
  const courses = useCourses();
  const assignableCourses = courses.data?.filter((course) => course.has_quiz);

  const courseOptions = (category: CourseCategory, phase: NamedCoursePhase) => [
    { value: '', label: labels.noNamedCourse },
    ...(assignableCourses ?? [])
      .filter((course) => course.category === category && course.subcategory === phase)
      .map((course) => ({ value: course.id, label: course.title })),
  ];

  const nameCourse = (category: CourseCategory, phase: NamedCoursePhase, courseId: string) =>
    setNamedCourses((current) => ({
      ...current,
      [category]: { ...current[category], [phase]: courseId || null },
    }));

  /**
   * A course deleted since it was named, or one without a quiz named before the server refused
   * such courses, shows as none and is saved as none.
   */
  const assignableNamedCourses = (): NamedCourses => {
    if (!assignableCourses) return namedCourses;
    const ids = new Set(assignableCourses.map((course) => course.id));
    const keep = (courseId: string | null) => (courseId && ids.has(courseId) ? courseId : null);
    return Object.fromEntries(
      COURSE_CATEGORIES.map((category) => [
        category,
        Object.fromEntries(NAMED_COURSE_PHASES.map((phase) => [phase, keep(namedCourses[category][phase])])),
      ]),
    ) as NamedCourses;
  };

  return {
    isReenrolling,
    setReenrolling,
    leadDays,
    setLeadDays,
    namedCourses,
    courseOptions,
    nameCourse,
    toSettings: (): ReenrolmentSettings => ({
      enabled: isReenrolling,
      lead_days: Number(leadDays),
      courses: assignableNamedCourses(),
    }),
  };
}

export type ReenrolmentDraft = ReturnType<typeof useReenrolmentDraft>;

/** The fields of a re-enrolment draft; `leadDaysError` is the server's refusal of the lead time. */
export function ReenrolmentFields({
  draft,
  leadDaysError,
}: {
  draft: ReenrolmentDraft;
  leadDaysError?: string | undefined;
}) {
  return (
    <Fieldset legend={labels.reenrolmentTitle}>
      <Stack gap="sm">
        <Checkbox
          label={labels.reenrolmentEnabled}
          checked={draft.isReenrolling}
          onChange={(event) => draft.setReenrolling(event.currentTarget.checked)}
        />
        <TextInput
          type="number"
          inputMode="numeric"
          label={labels.reenrolmentLeadDays}
          value={draft.leadDays}
          error={leadDaysError}
          onChange={(event) => draft.setLeadDays(event.currentTarget.value)}
        />
        {COURSE_CATEGORIES.flatMap((category) =>
          NAMED_COURSE_PHASES.map((phase) => (
            <NativeSelect
              key={`${category}-${phase}`}
              label={labels.namedCourse[phase](category)}
              data={draft.courseOptions(category, phase)}
              value={draft.namedCourses[category][phase] ?? ''}
              onChange={(event) => draft.nameCourse(category, phase, event.currentTarget.value)}
            />
          )),
        )}
      </Stack>
    </Fieldset>
  );
}
