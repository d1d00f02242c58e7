import { Button, Checkbox, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { texts } from '@ssm/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toFormErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { withPlaceholder } from '@/lib/select-options';
import { useCompanies, useCompanyUsers } from '../api/assignment-targets';
import { useAssignCourse, useCourses } from '../api/courses';
import classes from './courses.module.css';

type Errors = Partial<Record<'company' | 'course' | 'user', string>>;

/** SPEC §8: failed lists are logged; their selects then say nothing is available. */
function useLogFailure(isError: boolean, error: unknown, what: string) {
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
 * /assign-course (SPEC §2, §5): a company, one of its users (found by username) or all of them,
 * and the course, preselected from the address.
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
  const users = useCompanyUsers(companyId);
  useLogFailure(companies.isError, companies.error, 'the companies');
  useLogFailure(courses.isError, courses.error, 'the courses');
  useLogFailure(users.isError, users.error, 'the company users');

  const needle = search.trim().toLowerCase();
  const userOptions = (users.data ?? [])
    .filter((user) => user.username.toLowerCase().includes(needle))
    .map((user) => ({ value: user.id, label: `${user.username} (${user.first_name} ${user.last_name})` }));
  const companyOptions = (companies.data ?? []).map((company) => ({
    value: company.id,
    label: company.name,
  }));
  const courseOptions = (courses.data ?? []).map((course) => ({ value: course.id, label: course.title }));
  // A choice that is not (or no longer) among the options counts as no choice.
  const chosenUserId = userOptions.some((option) => option.value === userId) ? userId : '';
  const chosenCourseId = courseOptions.some((option) => option.value === courseId) ? courseId : '';

  const changeCompany = (nextCompanyId: string) => {
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
          const { company_id: company, user_id: user } = toFormErrors(error);
          setErrors({ company, user });
          notifyError(texts.courseAssign.failed);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submitAssignment} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={texts.courseAssign.company}
            withAsterisk
            data={withPlaceholder(companyOptions, {
              isLoading: companies.isLoading,
              prompt: texts.courseAssign.chooseCompany,
              empty: texts.courseAssign.noCompanies,
            })}
            value={companyId}
            onChange={(event) => changeCompany(event.currentTarget.value)}
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
          <NativeSelect
            label={texts.courseAssign.user}
            data={withPlaceholder(userOptions, {
              isLoading: users.isLoading,
              prompt: texts.courseAssign.chooseUser,
              empty: texts.courseAssign.noUsers,
            })}
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
          <NativeSelect
            label={texts.courseAssign.course}
            withAsterisk
            data={withPlaceholder(courseOptions, {
              isLoading: courses.isLoading,
              prompt: texts.courseAssign.chooseCourse,
              empty: texts.courseAssign.noCourses,
            })}
            value={chosenCourseId}
            onChange={(event) => setCourseId(event.currentTarget.value)}
            error={errors.course}
          />
          <Button type="submit" loading={assignCourse.isPending} className={classes.submit}>
            {texts.courseAssign.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
