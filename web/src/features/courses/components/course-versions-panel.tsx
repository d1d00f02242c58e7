import {
  Button,
  Code,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  PDF_CONTENT_TYPE,
  texts,
  VERSION_LANGUAGES,
  type VersionLanguage,
} from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { ConfirmModal } from '@/components/confirm-modal';
import { getErrorDetail } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { CourseDetail } from '@/lib/queries/courses';
import { useDeleteCourseVersion, useSaveCourseVersion, useSaveVersionQuiz } from '../api/course-versions';
import { checkPdfFile } from './course-fields';
import { UploadProgress } from './upload-progress';

type Version = CourseDetail['versions'][number];
type Quiz = NonNullable<CourseDetail['quiz']>;

/** The form that adds a version, or replaces the title and PDF of one. */
function VersionForm({ course, languages }: { course: CourseDetail; languages: readonly VersionLanguage[] }) {
  const [language, setLanguage] = useState<VersionLanguage | ''>('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCourseVersion(setProgress);
  const exists = course.versions.some((version) => version.language === language);

  const submit = () => {
    const refusal = !language
      ? texts.courseVersions.chooseLanguage
      : !title.trim()
        ? texts.courseVersions.titleRequired
        : file
          ? checkPdfFile(file)
          : exists
            ? null
            : texts.courseVersions.fileRequired;
    setFailure(refusal);
    if (refusal || !language) return;
    save.mutate(
      { courseId: course.id, language, title: title.trim(), file },
      {
        onSuccess: () => {
          notifySuccess(texts.courseVersions.saved);
          setTitle('');
          setFile(null);
          setLanguage('');
        },
        onError: (error) => setFailure(getErrorDetail(error, texts.common.unknownError)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Stack gap="sm">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <NativeSelect
        label={texts.courseVersions.language}
        value={language}
        onChange={(event) => setLanguage(event.currentTarget.value as VersionLanguage | '')}
        data={[
          { value: '', label: texts.courseVersions.chooseLanguage },
          ...languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
        ]}
      />
      <TextInput
        label={texts.courseVersions.versionTitle}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        lang={language ? LANGUAGE_TAGS[language] : undefined}
      />
      <FileInput
        label={texts.courseVersions.file}
        accept={PDF_CONTENT_TYPE}
        value={file}
        onChange={setFile}
        clearable
      />
      {progress !== null && <UploadProgress percent={progress} />}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {exists ? texts.courseVersions.replace : texts.courseVersions.add}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The quiz's translation for a version: each Romanian question with its answers, in the bank's
 * order, beside the fields for their translation; the correct answer is marked, as it stays the
 * Romanian one.
 */
function VersionQuizForm({ course, version, quiz }: { course: CourseDetail; version: Version; quiz: Quiz }) {
  const language = version.language as VersionLanguage;
  const translated = version.quiz?.questions;
  const [questions, setQuestions] = useState(() =>
    quiz.questions.map((question, index) => ({
      question_text: translated?.[index]?.text ?? '',
      answers: question.answers.map(
        (_, answerIndex) => translated?.[index]?.answers[answerIndex]?.text ?? '',
      ),
    })),
  );
  const save = useSaveVersionQuiz();
  const setText = (index: number, answerIndex: number | null, text: string) =>
    setQuestions((current) =>
      current.map((question, at) =>
        at !== index
          ? question
          : answerIndex === null
            ? { ...question, question_text: text }
            : {
                ...question,
                answers: question.answers.map((answer, i) => (i === answerIndex ? text : answer)),
              },
      ),
    );

  return (
    <Stack gap="sm">
      <Text size="sm">{texts.courseVersions.quizTranslationHint}</Text>
      {quiz.questions.map((question, index) => (
        <Paper key={question.id} withBorder p="sm">
          <Stack gap="xs">
            <Text size="sm" fw={600} lang="ro">
              {index + 1}. {question.text}
            </Text>
            <Textarea
              aria-label={`${texts.quizForm.question(index + 1)} (${LANGUAGE_NAMES[language]})`}
              value={questions[index]?.question_text ?? ''}
              onChange={(event) => setText(index, null, event.currentTarget.value)}
              lang={LANGUAGE_TAGS[language]}
              autosize
            />
            {question.answers.map((answer, answerIndex) => (
              <TextInput
                key={answer.id}
                label={`${answer.text}${answer.is_correct ? ` (${texts.quizTaking.correct})` : ''}`}
                value={questions[index]?.answers[answerIndex] ?? ''}
                onChange={(event) => setText(index, answerIndex, event.currentTarget.value)}
                lang={LANGUAGE_TAGS[language]}
              />
            ))}
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { courseId: course.id, language, questions },
              {
                onSuccess: () => notifySuccess(texts.courseVersions.quizSaved),
                onError: (error) => notifyError(getErrorDetail(error, texts.common.unknownError)),
              },
            )
          }
        >
          {texts.courseVersions.saveQuiz}
        </Button>
      </Group>
    </Stack>
  );
}

/** One version: its title and fingerprint, its quiz's state, and the ways to translate or remove it. */
function VersionRow({ course, version }: { course: CourseDetail; version: Version }) {
  const language = version.language as VersionLanguage;
  const [isTranslating, setIsTranslating] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const remove = useDeleteCourseVersion();
  const quizState = version.has_quiz
    ? texts.courseVersions.quizTranslated
    : version.quiz === null && course.has_quiz
      ? texts.courseVersions.quizMissing
      : texts.courseVersions.quizStale;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={600}>
          {LANGUAGE_NAMES[language]}: <span lang={LANGUAGE_TAGS[language]}>{version.title}</span>
        </Text>
        <Text size="sm">
          {texts.courseVersions.fingerprint}: <Code>{version.file_sha256}</Code>
        </Text>
        {course.has_quiz && <Text size="sm">{quizState}</Text>}
        <Group gap="xs">
          {course.quiz && (
            <Button variant="default" size="xs" onClick={() => setIsTranslating((open) => !open)}>
              {texts.courseVersions.translateQuiz}
            </Button>
          )}
          <Button variant="default" color="red" size="xs" onClick={() => setIsRemoving(true)}>
            {texts.courseVersions.remove}
          </Button>
        </Group>
        {isTranslating && course.quiz && (
          <VersionQuizForm course={course} version={version} quiz={course.quiz} />
        )}
      </Stack>
      <ConfirmModal
        opened={isRemoving}
        title={texts.courseVersions.remove}
        isPending={remove.isPending}
        onClose={() => setIsRemoving(false)}
        onConfirm={() =>
          remove.mutate(
            { courseId: course.id, language },
            {
              onSuccess: ({ detail }) => notifySuccess(detail),
              onError: (error) => notifyError(getErrorDetail(error, texts.common.unknownError)),
              onSettled: () => setIsRemoving(false),
            },
          )
        }
      >
        {texts.courseVersions.removeConfirm(LANGUAGE_NAMES[language])}
      </ConfirmModal>
    </Paper>
  );
}

/**
 * The owner's versions of the course in other languages (docs/product.md, training in the
 * worker's language): each with its fingerprint and quiz translation, and the form adding one.
 */
export function CourseVersionsPanel({ course }: { course: CourseDetail }) {
  const translations = course.versions.filter((version) => version.language !== 'ro');
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="course-versions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="course-versions-title">
          {texts.courseVersions.title}
        </Title>
        <Text size="sm">{texts.courseVersions.intro}</Text>
        {translations.length === 0 && <Text c="dimmed">{texts.courseVersions.none}</Text>}
        {translations.map((version) => (
          <VersionRow key={version.language} course={course} version={version} />
        ))}
        <VersionForm course={course} languages={VERSION_LANGUAGES} />
      </Stack>
    </Paper>
  );
}
