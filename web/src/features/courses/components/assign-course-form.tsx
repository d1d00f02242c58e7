import { Button, Checkbox, Paper, Stack, TextInput } from '@mantine/core';
import { texts } from '@ssm/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { ChoiceSelect, CompanySelect } from '@/components/choice-select';
import layout from '@/components/layout.module.css';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { splitFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { toUserOptions, useCompanies, useCompanyUsers } from '@/lib/queries/companies';
import { useAssignCourse, useCourses } from '../api/courses';

/** Each field's message, and `form` for a failure that names none of them. */
type Errors = Partial<Record<'company' | 'course' | 'user' | 'form', string>>;

/** Failed lists are only logged (docs/product.md, Notifications); their selects then say nothing is available. */
function useLogFailure({ isError, error }: { isError: boolean; error: unknown }, what: string) {
  useEffect(() => {
    if (isError) console.error(`Loading ${what} failed`, error);
  }, [isError, error, what]);
}

function validate(values: { companyId: string; courseId: string; userId: string; isForAll: boolean }) {
  const errors: Errors = {};
  if (!values.companyId) errors.company = texts.courseAssign.companyRequired;
  if (!values.courseId) errors.course = texts.courseAssign.courseRequired;
  if (!values.userId && !values.isForAll) errors.user = texts.courseAssign.userRequired;
  return errors;
}

/**
 * /assign-course (docs/product.md, Assign course): a company, one of its users (found by
 * username) or all of them, and the course, preselected from the address.
 */
export function AssignCourseForm({ initialCourseId }: { initialCourseId: string }) {
  const navigate = useNavigate();
  const companies = useCompanies();
  const courses = useCourses();
  const assignCourse = useAssignCourse();
  const [companyId, setCompanyId] = useState('');
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState('');
  const [isForAll, setIsForAll] = useState(false);
  const [courseId, setCourseId] = useState(initialCourseId);
  const [errors, setErrors] = useState<Errors>({});
  const users = useCompanyUsers(companyId || null);
  useLogFailure(companies, 'the companies');
  useLogFailure(courses, 'the courses');
  useLogFailure(users, 'the company users');

  const userOptions = toUserOptions(users.data, search);
  const courseOptions = (courses.data ?? []).map((course) => ({
    value: course.id,
    label: course.has_quiz ? course.title : `${course.title} (${texts.courseEdit.noQuizBadge})`,
  }));
  // A choice that is not (or no longer) among the options counts as no choice.
  const chosenUserId = userOptions.some((option) => option.value === userId) ? userId : '';
  const chosenCourseId = courseOptions.some((option) => option.value === courseId) ? courseId : '';
  // A course without a quiz cannot be assigned (docs/product.md, Assign course): said before sending.
  const isChosenCourseWithoutQuiz = courses.data?.some(
    (course) => course.id === chosenCourseId && !course.has_quiz,
  );

  const chooseCompany = (nextCompanyId: string) => {
    setCompanyId(nextCompanyId);
    setUserId('');
    setIsForAll(false);
    setErrors((current) => ({ ...current, company: undefined, user: undefined }));
  };

  const submitAssignment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { companyId, courseId: chosenCourseId, userId: chosenUserId, isForAll };
    const nextErrors = validate(values);
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    assignCourse.mutate(
      { courseId: values.courseId, company_id: values.companyId, user_id: isForAll ? null : values.userId },
      {
        onSuccess: () => {
          notifySuccess(texts.courseAssign.assigned);
          navigate(paths.dashboardOwner.getHref());
        },
        onError: (error) => {
          console.error('Assigning the course failed', error);
          // A refusal of the course itself (no quiz) has no field: it is said under the course.
          if (error instanceof ApiError && error.status === 409) {
            setErrors({ course: error.detail });
            return;
          }
          const { fieldErrors, message } = splitFailure(
            error,
            (field) => field === 'company_id' || field === 'user_id',
            texts.courseAssign.failed,
          );
          setErrors({
            company: fieldErrors.company_id,
            user: fieldErrors.user_id,
            form: message ?? undefined,
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <form
        onSubmit={submitAssignment}
        onChange={() => setErrors((current) => ({ ...current, form: undefined }))}
        noValidate
      >
        <Stack gap="sm">
          {errors.form && <ErrorAlert>{errors.form}</ErrorAlert>}
          <CompanySelect
            label={texts.courseAssign.company}
            withAsterisk
            prompt={texts.courseAssign.chooseCompany}
            empty={texts.courseAssign.noCompanies}
            value={companyId}
            onChange={(event) => chooseCompany(event.currentTarget.value)}
            error={errors.company}
          />
          <TextInput
            label={texts.courseAssign.searchUser}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            // Enter in the search box filters; it must not submit the assignment.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          <ChoiceSelect
            label={texts.courseAssign.user}
            options={userOptions}
            isLoading={users.isLoading}
            prompt={texts.courseAssign.chooseUser}
            empty={texts.courseAssign.noUsers}
            value={chosenUserId}
            onChange={(event) => {
              setUserId(event.currentTarget.value);
              setErrors((current) => ({ ...current, user: undefined }));
            }}
            disabled={isForAll}
            error={errors.user}
          />
          <Checkbox
            label={texts.courseAssign.allUsers}
            checked={isForAll}
            onChange={(event) => {
              setIsForAll(event.currentTarget.checked);
              setErrors((current) => ({ ...current, user: undefined }));
            }}
          />
          <ChoiceSelect
            label={texts.courseAssign.course}
            withAsterisk
            options={courseOptions}
            isLoading={courses.isLoading}
            prompt={texts.courseAssign.chooseCourse}
            empty={texts.courseAssign.noCourses}
            value={chosenCourseId}
            onChange={(event) => {
              setCourseId(event.currentTarget.value);
              setErrors((current) => ({ ...current, course: undefined }));
            }}
            error={errors.course ?? (isChosenCourseWithoutQuiz ? texts.courseAssign.noQuiz : undefined)}
          />
          <Button
            type="submit"
            loading={assignCourse.isPending}
            disabled={isChosenCourseWithoutQuiz}
            className={layout.submit}
          >
            {texts.courseAssign.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
