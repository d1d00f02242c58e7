import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  companyUserFieldsSchema,
  createCourseBodySchema,
  createFirmRoute,
  saveQuizBodySchema,
  texts,
} from '../src';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

const person = {
  username: 'ion.pop',
  first_name: 'Ion',
  last_name: 'Pop',
  email: 'ion.pop@example.ro',
  address: 'Str. Lungă nr. 1, Brașov',
  job_title: 'Sudor',
};

describe('a one-line text field', () => {
  it.each([
    ['a line feed', 'Ion\nVizitați http://x.example'],
    ['a carriage return', 'Ion\rPop'],
    ['a tab', 'Ion\tPop'],
    ['a bell', 'Ion\u0007'],
    ['a C1 control', 'Ion\u0085Pop'],
    ['a line separator', 'Ion\u2028Pop'],
    ['a right-to-left override', 'Ion \u202Efdp.exe'],
    ['an isolate', 'Ion \u2067Pop'],
  ])('refuses %s with a Romanian message, in a name and in an optional field', (_, value) => {
    expect(messagesOf(companyUserFieldsSchema, { ...person, first_name: value })).toEqual([
      texts.api.singleLineText,
    ]);
    expect(messagesOf(companyUserFieldsSchema, { ...person, address: value })).toEqual([
      texts.api.singleLineText,
    ]);
  });

  it("refuses a firm's name on two lines", () => {
    const firm = { name: 'Firma\nSSM', cui: 'RO18547290', reg_com: 'J40/372/2002', address: 'București' };
    expect(messagesOf(createFirmRoute.body, firm)).toContain(texts.api.singleLineText);
  });

  it('keeps names with diacritics, hyphens, apostrophes, commas and other alphabets', () => {
    for (const name of ['Ștefănescu-Țurcanu', "D'Artagnan", 'Pop, Ion', 'Ωμέγα', 'Иванов', 'محمد']) {
      expect(messagesOf(companyUserFieldsSchema, { ...person, last_name: name }), name).toEqual([]);
    }
  });
});

describe('a multi-line text field', () => {
  const course = {
    title: 'Instruire SSM',
    description: 'Rândul unu\r\nRândul doi\n\tcu alineat',
    upload_id: '01M8K4STZ15B60BGY62R0ZHDF5',
  };

  it("keeps a course description's line breaks and tabs", () => {
    expect(createCourseBodySchema.safeParse(course).error?.issues ?? []).toEqual([]);
  });

  it('refuses another control character in it, and a line break in the title', () => {
    expect(messagesOf(createCourseBodySchema, { ...course, description: 'Rândul\u0000unu' })).toContain(
      texts.api.controlCharacters,
    );
    expect(messagesOf(createCourseBodySchema, { ...course, title: 'Instruire\nSSM' })).toContain(
      texts.api.singleLineText,
    );
  });

  it('keeps a quiz question on two lines, and refuses an answer on two', () => {
    const question = {
      question_text: 'Ce faceți\nîn caz de incendiu?',
      answers: ['a', 'b', 'c', 'd'],
      correct_index: 0,
    };
    const quiz = (first: typeof question) => ({
      questions: [first, ...Array.from({ length: 9 }, () => ({ ...question, question_text: 'Întrebare' }))],
    });
    expect(messagesOf(saveQuizBodySchema, quiz(question))).toEqual([]);
    expect(messagesOf(saveQuizBodySchema, quiz({ ...question, answers: ['a\nb', 'b', 'c', 'd'] }))).toEqual([
      texts.api.singleLineText,
    ]);
  });
});
