import { Button, Checkbox, Fieldset, Paper, Stack, TextInput } from '@mantine/core';
import { ASSIGN_GROUP_MAX, texts } from '@ssm/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { ChoiceSelect, CompanySelect } from '@/components/choice-select';
import { ConfirmModal } from '@/components/confirm-modal';
import layout from '@/components/layout.module.css';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { splitFailure } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { matchesPersonSearch } from '@/lib/person-search';
import { toUserOptions, useCompanies, useCompanyUsers } from '@/lib/queries/companies';
import { useCourses } from '@/lib/queries/courses';
import { useAssignCourse } from '../api/assignments';

/** Each field's message, and `form` for a failure that names none of them. */
type Errors = Partial<Record<'company' | 'course' | 'user' | 'form', string>>;

/** Failed lists are only logged (docs/product.md, Notifications); their selects then say nothing is available. */
function useLogFailure({ isError, error }: { isError: boolean; error: unknown }, what: string) {
  useEffect(() => {
    if (isError) console.error(`Loading ${what} failed`, error);
  }, [isError, error, what]);
}

function validate(values: {
  companyId: string;
  courseId: string;
  userId: string;
  isForAll: boolean;
  groupIds: readonly string[];
}) {
  const errors: Errors = {};
  if (!values.companyId) errors.company = texts.courseAssign.companyRequired;
  if (!values.courseId) errors.course = texts.courseAssign.courseRequired;
  if (!values.userId && !values.isForAll && values.groupIds.length === 0) {
    errors.user = texts.courseAssign.userRequired;
  }
  return errors;
}

/** A chosen group in requests the server takes whole (docs/api.md, Assign a course). */
function toBatches(ids: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += ASSIGN_GROUP_MAX) {
    batches.push(ids.slice(start, start + ASSIGN_GROUP_MAX));
  }
  return batches;
}

/**
 * /assign-course (docs/product.md, Assign course): a company, one of its users (found by
 * username), several of them (ticked, found by name) or all of them, and the course,
 * preselected from the address.
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
  const [peopleSearch, setPeopleSearch] = useState('');
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [groupOutcome, setGroupOutcome] = useState<string | null>(null);
  const [isSendingGroup, setIsSendingGroup] = useState(false);
  const [courseId, setCourseId] = useState(initialCourseId);
  const [errors, setErrors] = useState<Errors>({});
  /** The server's question before restarting the whole company's open round, while it is asked. */
  const [openRoundQuestion, setOpenRoundQuestion] = useState<string | null>(null);
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
  const chosenGroupIds = groupIds.filter((id) => users.data?.some((person) => person.id === id));
  const shownPeople = (users.data ?? []).filter((person) => matchesPersonSearch(person, peopleSearch));
  const shownChosenCount = shownPeople.filter((person) => chosenGroupIds.includes(person.id)).length;
  const isGroup = chosenGroupIds.length > 0;
  // A course without a quiz cannot be assigned (docs/product.md, Assign course): said before sending.
  const isChosenCourseWithoutQuiz = courses.data?.some(
    (course) => course.id === chosenCourseId && !course.has_quiz,
  );

  const chooseCompany = (nextCompanyId: string) => {
    setCompanyId(nextCompanyId);
    setUserId('');
    setIsForAll(false);
    setGroupIds([]);
    setGroupOutcome(null);
    setErrors((current) => ({ ...current, company: undefined, user: undefined }));
  };

  const setChosen = (ids: readonly string[], isChosen: boolean) => {
    setGroupIds((current) =>
      isChosen ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id)),
    );
    setErrors((current) => ({ ...current, user: undefined }));
  };

  /**
   * A refusal said once, under what it refuses: a course without a quiz under the course, someone
   * who has not finished it under the people (the whole company's assignment made meanwhile under
   * "all users"), anything else in the form's banner. The whole company's open round is a
   * question: confirmed, the request goes again with `restart_open_round`.
   */
  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.errors.restart_open_round) {
      setOpenRoundQuestion(error.detail);
      return;
    }
    console.error('Assigning the course failed', error);
    if (error instanceof ApiError && error.status === 409) {
      const isCourseRefusal = error.detail === texts.courseAssign.noQuiz;
      setErrors(isCourseRefusal ? { course: error.detail } : { user: error.detail });
      return;
    }
    const { fieldErrors, message } = splitFailure(
      error,
      (field) => field === 'company_id' || field === 'user_id' || field === 'user_ids',
      texts.courseAssign.failed,
    );
    setErrors({
      company: fieldErrors.company_id,
      user: fieldErrors.user_id ?? fieldErrors.user_ids,
      form: message ?? undefined,
    });
  };

  /** Batch after batch; a refused batch stops the rest, and the outcome says who got the course so far. */
  const assignGroup = async (values: { courseId: string; companyId: string }) => {
    setIsSendingGroup(true);
    setGroupOutcome(null);
    let assigned = 0;
    const skipped: string[] = [];
    try {
      for (const batch of toBatches(chosenGroupIds)) {
        const answer = await assignCourse.mutateAsync({
          courseId: values.courseId,
          company_id: values.companyId,
          user_ids: batch,
        });
        assigned += answer.assigned.length;
        skipped.push(...answer.skipped.map((person) => person.name));
      }
      setGroupIds([]);
      notifySuccess(texts.courseAssign.assigned);
    } catch (error) {
      showRefusal(error);
    } finally {
      setIsSendingGroup(false);
      if (assigned > 0) setGroupOutcome(texts.courseAssign.groupAssigned(assigned, skipped.join(', ')));
    }
  };

  const submitAssignment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      companyId,
      courseId: chosenCourseId,
      userId: chosenUserId,
      isForAll,
      groupIds: chosenGroupIds,
    };
    const nextErrors = validate(values);
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    if (isGroup && !isForAll) {
      void assignGroup(values);
      return;
    }
    assignOne({ ...values, userId: isForAll ? null : values.userId });
  };

  /** One person, or the whole company (`userId` null), over its open round once that was confirmed. */
  const assignOne = (values: {
    courseId: string;
    companyId: string;
    userId: string | null;
    restartOpenRound?: boolean;
  }) => {
    assignCourse.mutate(
      {
        courseId: values.courseId,
        company_id: values.companyId,
        user_id: values.userId,
        ...(values.restartOpenRound ? { restart_open_round: true } : {}),
      },
      {
        onSuccess: () => {
          setOpenRoundQuestion(null);
          notifySuccess(texts.courseAssign.assigned);
          navigate(paths.dashboardOwner.getHref());
        },
        onError: (error) => {
          setOpenRoundQuestion(null);
          showRefusal(error);
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
            disabled={isForAll || isGroup}
            error={isForAll ? undefined : errors.user}
          />
          <Fieldset legend={texts.courseAssign.choosePeople} disabled={isForAll || !companyId}>
            <Stack gap="xs">
              <TextInput
                label={texts.courseAssign.searchPeople}
                type="search"
                value={peopleSearch}
                onChange={(event) => setPeopleSearch(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
              <Checkbox
                label={texts.courseAssign.selectAll}
                checked={shownPeople.length > 0 && shownChosenCount === shownPeople.length}
                indeterminate={shownChosenCount > 0 && shownChosenCount < shownPeople.length}
                disabled={shownPeople.length === 0}
                onChange={(event) =>
                  setChosen(
                    shownPeople.map((person) => person.id),
                    event.currentTarget.checked,
                  )
                }
              />
              {shownPeople.map((person) => (
                <Checkbox
                  key={person.id}
                  label={`${person.last_name} ${person.first_name} (${person.username})`}
                  checked={chosenGroupIds.includes(person.id)}
                  onChange={(event) => setChosen([person.id], event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </Fieldset>
          <Checkbox
            label={texts.courseAssign.allUsers}
            error={isForAll ? errors.user : undefined}
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
          {groupOutcome && <SuccessAlert>{groupOutcome}</SuccessAlert>}
          <ConfirmModal
            opened={openRoundQuestion !== null}
            title={texts.courseAssign.restartRoundTitle}
            isPending={assignCourse.isPending}
            confirmLabel={texts.courseAssign.restartRound}
            onConfirm={() =>
              assignOne({ courseId: chosenCourseId, companyId, userId: null, restartOpenRound: true })
            }
            onClose={() => setOpenRoundQuestion(null)}
          >
            {openRoundQuestion ?? ''}
          </ConfirmModal>
          <Button
            type="submit"
            loading={assignCourse.isPending || isSendingGroup}
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
