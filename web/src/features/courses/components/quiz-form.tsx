import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  QUIZ_ANSWER_COUNT,
  QUIZ_BANK_MAX_QUESTIONS,
  QUIZ_QUESTION_COUNT,
  TEXT_LIMITS,
  texts,
} from '@ssm/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import layout from '@/components/layout.module.css';
import { LimitedTextarea, LimitedTextInput } from '@/components/limited-text';
import { paths } from '@/config/paths';
import { useFormFailure } from '@/lib/form-errors';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import type { CourseDetail } from '@/lib/queries/courses';
import { limitedText } from '@/lib/text-limits';
import { type SheetQuestion, useSaveQuiz } from '../api/courses';
import classes from './courses.module.css';
import { QuizSheetImport } from './quiz-sheet-import';

/** `id` only keys the question on screen, so removing one keeps the others' typed texts in place. */
type QuestionValues = { id: string; question_text: string; answers: string[]; correct_index: string };
type QuizFormValues = { questions: QuestionValues[] };

const answerNumbers = Array.from({ length: QUIZ_ANSWER_COUNT }, (_, index) => index);

let questionsCreated = 0;

function createBlankQuestion(): QuestionValues {
  questionsCreated += 1;
  return {
    id: `question-${questionsCreated}`,
    question_text: '',
    answers: answerNumbers.map(() => ''),
    // No answer is correct until the owner says which one: a default would hide a forgotten choice.
    correct_index: '',
  };
}

type SavedQuiz = NonNullable<CourseDetail['quiz']>;

/** A blank bank, or the saved one as its owner sees it (with the answer key) to edit. */
function createInitialValues(saved: SavedQuiz | null): QuizFormValues {
  if (!saved) return { questions: Array.from({ length: QUIZ_QUESTION_COUNT }, createBlankQuestion) };
  return {
    questions: saved.questions.map((question) => ({
      ...createBlankQuestion(),
      question_text: question.text,
      answers: question.answers.map((answer) => answer.text),
      correct_index: String(question.answers.findIndex((answer) => answer.is_correct)),
    })),
  };
}

const checkQuestion = limitedText(TEXT_LIMITS.quizQuestion);
const checkAnswer = limitedText(TEXT_LIMITS.quizAnswer);

/** Every question text and all four answers (within their limits), and one correct answer per question. */
function validateQuiz({ questions }: QuizFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const setError = (path: string, error: string | null) => {
    if (error) errors[path] = error;
  };
  questions.forEach((question, questionIndex) => {
    const path = `questions.${questionIndex}`;
    setError(`${path}.question_text`, checkQuestion(question.question_text));
    question.answers.forEach((answer, answerIndex) => {
      setError(`${path}.answers.${answerIndex}`, checkAnswer(answer));
    });
    if (question.correct_index === '') errors[`${path}.correct_index`] = texts.quizForm.correctRequired;
  });
  return errors;
}

function toQuizBody({ questions }: QuizFormValues) {
  return questions.map((question) => ({
    question_text: question.question_text.trim(),
    answers: question.answers.map((answer) => answer.trim()),
    correct_index: Number(question.correct_index),
  }));
}

type QuizFormProps = {
  /** The course just created, or null when it is gone (deleted from the table meanwhile). */
  course: { id: string; title: string } | null;
  /** The course's saved quiz, to edit: saving replaces it whole. */
  savedQuiz?: SavedQuiz | null;
  /** Told when saved; without it, a saved quiz leads back to the owner dashboard. */
  onSaved?: () => void;
};

/**
 * The quiz form (docs/product.md, Quiz form): a bank of 10 to 30 questions of 4 answers with the
 * correct one marked; each attempt draws 10 of them (docs/api.md, quiz attempts). Uncontrolled, so
 * typing in one of its fields does not re-render the others.
 */
export function QuizForm({ course, savedQuiz = null, onSaved }: QuizFormProps) {
  const navigate = useNavigate();
  const saveQuiz = useSaveQuiz();
  const failure = useFormFailure();
  const form = useForm<QuizFormValues>({
    mode: 'uncontrolled',
    initialValues: createInitialValues(savedQuiz),
    validate: validateQuiz,
    onValuesChange: failure.clear,
  });
  const [questionCount, setQuestionCount] = useState(savedQuiz?.questions.length ?? QUIZ_QUESTION_COUNT);

  const addQuestion = () => {
    form.insertListItem('questions', createBlankQuestion());
    setQuestionCount((count) => count + 1);
  };
  const removeQuestion = (questionIndex: number) => {
    form.removeListItem('questions', questionIndex);
    setQuestionCount((count) => count - 1);
  };
  /** A sheet's questions replace the form's, blanks added up to a bank's minimum. */
  const fillFromSheet = (questions: SheetQuestion[]) => {
    const filled = questions.map((question) => ({
      ...createBlankQuestion(),
      question_text: question.question_text,
      answers: question.answers,
      correct_index: String(question.correct_index),
    }));
    const blanks = Array.from(
      { length: Math.max(0, QUIZ_QUESTION_COUNT - filled.length) },
      createBlankQuestion,
    );
    form.setValues({ questions: [...filled, ...blanks] });
    setQuestionCount(filled.length + blanks.length);
  };

  const focusFirstError = (errors: Record<string, unknown>) => {
    const [firstPath] = Object.keys(errors);
    if (firstPath) form.getInputNode(firstPath)?.focus();
  };

  const submitQuiz = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!course) {
      notifyWarning(texts.quizForm.createCourseFirst);
      return;
    }
    form.onSubmit(
      (values) =>
        saveQuiz.mutate(
          { courseId: course.id, questions: toQuizBody(values) },
          {
            onSuccess: () => {
              notifySuccess(texts.quizForm.saved);
              if (onSaved) onSaved();
              else navigate(paths.dashboardOwner.getHref());
            },
            onError: (error) => {
              console.error('Saving the quiz failed', error);
              failure.show(form, error, texts.quizForm.saveFailed);
            },
          },
        ),
      focusFirstError,
    )(event);
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="quiz-form-title">
      <form onSubmit={submitQuiz} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="quiz-form-title" className={layout.wrap}>
            {course ? texts.quizForm.forCourse(course.title) : texts.quizForm.title}
          </Title>
          <Text size="sm">{texts.quizForm.intro}</Text>
          {savedQuiz && <Text size="sm">{texts.courseEdit.quizReplaceHint}</Text>}
          <QuizSheetImport onQuestions={fillFromSheet} />
          {failure.message && <ErrorAlert>{failure.message}</ErrorAlert>}
          {form.getValues().questions.map((question, questionIndex) => {
            const path = `questions.${questionIndex}` as const;
            return (
              <Paper key={question.id} withBorder p="sm" className={classes.question}>
                <Stack gap="xs">
                  <LimitedTextarea
                    label={texts.quizForm.question(questionIndex + 1)}
                    withAsterisk
                    rows={2}
                    limit={TEXT_LIMITS.quizQuestion}
                    key={form.key(`${path}.question_text`)}
                    {...form.getInputProps(`${path}.question_text`)}
                  />
                  <Radio.Group
                    label={texts.quizForm.correct}
                    key={form.key(`${path}.correct_index`)}
                    {...form.getInputProps(`${path}.correct_index`)}
                  >
                    <Stack gap="xs">
                      {answerNumbers.map((answerIndex) => (
                        <div key={answerIndex} className={classes.answerRow}>
                          <Radio
                            value={String(answerIndex)}
                            aria-label={texts.quizForm.correctAnswer(questionIndex + 1, answerIndex + 1)}
                            className={classes.answerRadio}
                          />
                          <LimitedTextInput
                            label={texts.quizForm.answer(answerIndex + 1)}
                            withAsterisk
                            limit={TEXT_LIMITS.quizAnswer}
                            key={form.key(`${path}.answers.${answerIndex}`)}
                            {...form.getInputProps(`${path}.answers.${answerIndex}`)}
                          />
                        </div>
                      ))}
                    </Stack>
                  </Radio.Group>
                  {questionCount > QUIZ_QUESTION_COUNT && (
                    <Group justify="flex-end">
                      <Button variant="subtle" color="red" onClick={() => removeQuestion(questionIndex)}>
                        {texts.quizForm.removeQuestion(questionIndex + 1)}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Paper>
            );
          })}
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {texts.quizForm.bankCount(questionCount)}
            </Text>
            <Button
              variant="default"
              onClick={addQuestion}
              disabled={questionCount >= QUIZ_BANK_MAX_QUESTIONS}
            >
              {texts.quizForm.addQuestion}
            </Button>
          </Group>
          <Button type="submit" loading={saveQuiz.isPending} className={layout.submit}>
            {texts.quizForm.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
