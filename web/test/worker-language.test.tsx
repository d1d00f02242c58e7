import { LANGUAGE_OWN_NAMES, SCREEN_TEXTS, texts } from '@ssm/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCurrentUser, buildProgressItem, signIn } from './support/builders';
import { buildAttempt, buildCourseDetail } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

/*
 * The trainee's screens in the worker's language (docs/product.md, training in the worker's
 * language): an English-speaking worker reads the course, the quiz and the consent in English, the
 * consent in Romanian too, and can have them read aloud where the browser offers speech synthesis.
 */

const en = SCREEN_TEXTS.en!;

/** A browser's speech synthesis, as far as the read-aloud control uses it. */
function offerSpeechSynthesis(voices: { lang: string }[]) {
  const spoken: { text: string; lang: string }[] = [];
  Object.assign(window, {
    SpeechSynthesisUtterance: class {
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
    speechSynthesis: {
      getVoices: () => voices,
      speak: (utterance: { text: string; lang: string }) => spoken.push(utterance),
      cancel: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return spoken;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
});

function englishCourse() {
  const course = buildCourseDetail({ title: 'Safety at work', language: 'en' });
  return {
    ...course,
    versions: [
      { language: 'ro' as const, title: 'Securitatea muncii', file_sha256: 'ab'.repeat(32), has_quiz: true },
      { language: 'en' as const, title: 'Safety at work', file_sha256: 'cd'.repeat(32), has_quiz: true },
    ],
  };
}

describe("the trainee's screens in English", () => {
  it('reads a question and its answers aloud in English, only where the browser can', async () => {
    const spoken = offerSpeechSynthesis([{ lang: 'en-GB' }]);
    signIn({ role: 'employee' });
    const course = englishCourse();
    fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'POST /api/quiz-attempts/': { status: 201, body: buildAttempt(course, { language: 'en' }) },
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en' }) },
    });
    const { user } = renderApp(`/courses/${course.id}/quiz`);

    expect(await screen.findByRole('button', { name: en.quiz.submit })).toBeTruthy();
    const readButtons = screen.getAllByRole('button', { name: en.readAloud.read });
    expect(readButtons).toHaveLength(course.quiz?.questions.length ?? 0);
    await user.click(readButtons[0]!);
    const question = course.quiz?.questions[0];
    expect(spoken[0]?.lang).toBe('en-GB');
    expect(spoken[0]?.text).toContain(question?.text);
    expect(spoken[0]?.text).toContain(question?.answers[3]?.text);
  });

  it('offers no read-aloud control where the browser has no speech synthesis', async () => {
    signIn({ role: 'employee' });
    const course = englishCourse();
    fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'POST /api/quiz-attempts/': { status: 201, body: buildAttempt(course, { language: 'en' }) },
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en' }) },
    });
    renderApp(`/courses/${course.id}/quiz`);

    expect(await screen.findByRole('button', { name: en.quiz.submit })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.readAloud.read })).toBeNull();
  });

  it('shows the consent in English and the Romanian text the record holds, and notes a missing voice', async () => {
    offerSpeechSynthesis([{ lang: 'ro-RO' }]);
    signIn({ role: 'employee' });
    const record = buildProgressItem({ document_status: 'awaiting_trainee' });
    fakeApi({
      'GET /api/user-progress/': { body: [record] },
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en' }) },
    });
    renderApp(`/sign/${record.id}`);

    expect(await screen.findByRole('heading', { name: en.consent.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts.signing.consentTitle })).toBeTruthy();
    expect(screen.getByText(en.consent.romanianBinding)).toBeTruthy();
    expect(screen.getByText(texts.signing.consent[0]!)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.consent.submit })).toBeTruthy();
    expect(screen.getByText(en.readAloud.noVoice(LANGUAGE_OWN_NAMES.en))).toBeTruthy();
  });
});
