import { describe, expect, it } from 'vitest';
import { type TraineeAttempt, traineeCourseState } from '../src/trainee-course-status';

const COURSE = 'course-ssm';

function attempt(id: string, overrides: Partial<TraineeAttempt> = {}): TraineeAttempt {
  return { id, course: COURSE, completed: true, document_status: 'signed', ...overrides };
}

const failed = (id: string) => attempt(id, { completed: false, document_status: null });

describe('a trainee’s state with one course', () => {
  it('is to do without an attempt at it, whatever other courses say', () => {
    expect(traineeCourseState(COURSE, [attempt('other', { course: 'course-psi' })])).toEqual({
      status: 'to_do',
      recordToSign: null,
    });
  });

  it('asks for a retake after a failed attempt', () => {
    expect(traineeCourseState(COURSE, [failed('second'), failed('first')]).status).toBe('failed');
  });

  it('names the record waiting for the trainee’s signature, even behind a newer failed attempt', () => {
    const attempts = [failed('newer'), attempt('passed', { document_status: 'awaiting_trainee' })];

    expect(traineeCourseState(COURSE, attempts)).toEqual({
      status: 'awaiting_signature',
      recordToSign: 'passed',
    });
  });

  it.each(['awaiting_admin', 'awaiting_owner'] as const)('waits for the counter-signers (%s)', (status) => {
    expect(traineeCourseState(COURSE, [attempt('passed', { document_status: status })])).toEqual({
      status: 'awaiting_countersignature',
      recordToSign: null,
    });
  });

  it('is done once the newest record carries every signature', () => {
    expect(traineeCourseState(COURSE, [attempt('passed'), failed('before')]).status).toBe('done');
  });

  it('asks for a retake when the newest attempt failed after an older signed record', () => {
    expect(traineeCourseState(COURSE, [failed('periodic'), attempt('last-year')]).status).toBe('failed');
  });
});
