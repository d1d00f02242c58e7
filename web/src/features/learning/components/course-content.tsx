import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LANGUAGE_OWN_NAMES, LANGUAGE_TAGS, type Language, RECORD_LANGUAGE } from '@ssm/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { LazyPdfViewer } from '@/components/pdf-viewer/lazy-pdf-viewer';
import { paths } from '@/config/paths';
import type { CourseDetail } from '@/lib/queries/courses';
import { useScreenLanguage } from '@/lib/screen-language';
import { type StudyProgress, useStudyReports } from '../api/study-reports';
import classes from './learning.module.css';

type CourseContentProps = {
  course: CourseDetail;
  /** Asks the server for the course again; answers its fresh file link, if any. */
  refetchFile: () => Promise<string | null>;
  /** A trainee's page reports the study to the server; an owner's preview does not. */
  reportsStudy: boolean;
};

/** The study the server has credited, under the viewer, with the course's minimum if it has one. */
function StudyProgressLine({ progress }: { progress: StudyProgress }) {
  const { texts } = useScreenLanguage();
  const minimum =
    progress.min_study_seconds > 0 ? texts.course.studyDuration(progress.min_study_seconds) : null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {texts.course.studied(texts.course.studyDuration(progress.studied_seconds), minimum)}
    </Text>
  );
}

/**
 * The course's PDF. The link is presigned for 15 minutes: it is kept while the page is open (a
 * background refetch must not reload the document under the reader), and asked for again once
 * when the file fails to load, which is what an expired link looks like.
 */
function CourseMaterial({ course, refetchFile, reportsStudy }: CourseContentProps) {
  const { texts } = useScreenLanguage();
  const [file, setFile] = useState(course.file);
  const study = useStudyReports(course.id, reportsStudy && Boolean(file));
  const [hasAskedAgain, setHasAskedAgain] = useState(false);

  const loadAgain = async () => {
    if (hasAskedAgain) return;
    setHasAskedAgain(true);
    const freshFile = await refetchFile();
    if (freshFile && freshFile !== file) setFile(freshFile);
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="course-material-title">
      <Title order={2} size="h3" id="course-material-title">
        {texts.course.material}
      </Title>
      {file ? (
        <LazyPdfViewer
          file={file}
          title={course.title}
          onLoadError={loadAgain}
          onPageShown={study.notePage}
        />
      ) : (
        <Text c="dimmed">{texts.course.noMaterial}</Text>
      )}
      {study.progress && <StudyProgressLine progress={study.progress} />}
    </Stack>
  );
}

/** The quiz opens only once the trainee confirms having studied the material. */
function QuizGate({ courseId, language }: { courseId: string; language: Language | undefined }) {
  const navigate = useNavigate();
  const { texts } = useScreenLanguage();
  const [hasConfirmed, setHasConfirmed] = useState(false);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Checkbox
          label={texts.course.confirmStudied}
          checked={hasConfirmed}
          onChange={(event) => setHasConfirmed(event.currentTarget.checked)}
        />
        <Button
          disabled={!hasConfirmed}
          onClick={() => navigate(withLanguage(paths.quiz.getHref(courseId), language))}
          className={layout.submit}
        >
          {texts.course.goToQuiz}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A page's address in the version of `language`; without one, the reader's own. */
export function withLanguage(href: string, language: Language | undefined): string {
  return language ? `${href}?language=${language}` : href;
}

/**
 * The course's other versions, each by its own name so a worker who reads no Romanian finds
 * theirs, and the note when the worker's language has none (docs/product.md, training in the
 * worker's language).
 */
function CourseVersions({ course }: { course: CourseDetail }) {
  const { texts } = useScreenLanguage();
  const others = course.versions.filter((version) => version.language !== course.language);
  return (
    <Stack gap={4}>
      {course.missing_language && (
        <Text role="status">{texts.course.missingVersion(LANGUAGE_OWN_NAMES[course.missing_language])}</Text>
      )}
      {others.length > 0 && (
        <Group gap="sm" component="nav" aria-label={texts.course.versions}>
          <Text size="sm">{texts.course.versions}:</Text>
          {others.map((version) => (
            <Anchor
              key={version.language}
              component={Link}
              to={withLanguage(paths.course.getHref(course.id), version.language)}
              lang={LANGUAGE_TAGS[version.language]}
              size="sm"
            >
              {LANGUAGE_OWN_NAMES[version.language]}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The course page's body: its versions, the description, the PDF, then the way to the quiz. */
export function CourseContent({
  course,
  refetchFile,
  reportsStudy,
  language,
}: CourseContentProps & { language?: Language | undefined }) {
  return (
    <>
      <CourseVersions course={course} />
      {/* Versions carry a title and a PDF: the description stays the Romanian course's. */}
      <Text className={classes.preserveLines} lang={LANGUAGE_TAGS[RECORD_LANGUAGE]}>
        {course.description}
      </Text>
      <CourseMaterial course={course} refetchFile={refetchFile} reportsStudy={reportsStudy} />
      <QuizGate courseId={course.id} language={language} />
    </>
  );
}
