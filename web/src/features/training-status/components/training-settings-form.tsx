import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  COURSE_CATEGORIES,
  type CourseCategory,
  NAMED_COURSE_PHASES,
  type NamedCoursePhase,
  type ReenrolmentSettings,
  SHORTER_INTERVAL_RANGE,
  texts,
} from '@ssm/shared';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { splitFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCourses } from '@/lib/queries/courses';
import { type CompanyTrainingOverview, useUpdateTrainingSettings } from '../api/worker-trainings';

const labels = texts.workerTraining;

const SHORTER_INTERVAL_OPTIONS = [
  { value: '', label: labels.shorterIntervalNone },
  ...Array.from({ length: SHORTER_INTERVAL_RANGE.max - SHORTER_INTERVAL_RANGE.min + 1 }, (_, index) => {
    const months = SHORTER_INTERVAL_RANGE.min + index;
    return { value: String(months), label: texts.trainingStatus.frequencyMonths(months) };
  }),
];

type NamedCourses = ReenrolmentSettings['courses'];

/** The number fields whose refusal the form shows under them, by the server's name. */
const numberFieldErrors = { warning_days: true, 'reenrolment.lead_days': true };

/**
 * The owner's settings of a company's workers' trainings: the "expiră curând" threshold, a shorter
 * interval, and the courses the company names (new hires' and periodic) with re-enrolment's switch
 * and lead time. Each course select offers the firm's courses of its domain and type that can be
 * assigned: a course without a quiz cannot (its trainees could never pass it).
 */
export function TrainingSettingsForm({ overview }: { overview: CompanyTrainingOverview }) {
  const [warningDays, setWarningDays] = useState(String(overview.warning_days));
  const [shorterInterval, setShorterInterval] = useState(String(overview.shorter_interval_months ?? ''));
  const [isReenrolling, setReenrolling] = useState(overview.reenrolment.enabled);
  const [leadDays, setLeadDays] = useState(String(overview.reenrolment.lead_days));
  const [namedCourses, setNamedCourses] = useState<NamedCourses>(overview.reenrolment.courses);
  const courses = useCourses();
  const assignableCourses = courses.data?.filter((course) => course.has_quiz);
  const save = useUpdateTrainingSettings(overview.id);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        warning_days: Number(warningDays),
        shorter_interval_months: shorterInterval ? Number(shorterInterval) : null,
        reenrolment: {
          enabled: isReenrolling,
          lead_days: Number(leadDays),
          courses: assignableNamedCourses(),
        },
      },
      {
        onSuccess: () => notifySuccess(labels.settingsSaved),
      },
    );
  };

  // A refusal is said once, under the number it concerns or else above the form, until an edit.
  const failure =
    save.error && splitFailure(save.error, (field) => field in numberFieldErrors, labels.settingsFailure);

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="training-settings-title">
      <form onSubmit={submit} onChange={() => save.reset()} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="training-settings-title">
            {labels.settingsTitle}
          </Title>
          {failure?.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          <TextInput
            type="number"
            inputMode="numeric"
            label={labels.warningDays}
            value={warningDays}
            error={failure?.fieldErrors.warning_days}
            onChange={(event) => setWarningDays(event.currentTarget.value)}
          />
          <NativeSelect
            label={labels.shorterInterval}
            data={SHORTER_INTERVAL_OPTIONS}
            value={shorterInterval}
            onChange={(event) => setShorterInterval(event.currentTarget.value)}
          />
          <Fieldset legend={labels.reenrolmentTitle}>
            <Stack gap="sm">
              <Checkbox
                label={labels.reenrolmentEnabled}
                checked={isReenrolling}
                onChange={(event) => setReenrolling(event.currentTarget.checked)}
              />
              <TextInput
                type="number"
                inputMode="numeric"
                label={labels.reenrolmentLeadDays}
                value={leadDays}
                error={failure?.fieldErrors['reenrolment.lead_days']}
                onChange={(event) => setLeadDays(event.currentTarget.value)}
              />
              {COURSE_CATEGORIES.flatMap((category) =>
                NAMED_COURSE_PHASES.map((phase) => (
                  <NativeSelect
                    key={`${category}-${phase}`}
                    label={labels.namedCourse[phase](category)}
                    data={courseOptions(category, phase)}
                    value={namedCourses[category][phase] ?? ''}
                    onChange={(event) => nameCourse(category, phase, event.currentTarget.value)}
                  />
                )),
              )}
            </Stack>
          </Fieldset>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {labels.saveSettings}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
