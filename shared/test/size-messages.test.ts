import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { optionalText, requiredText, texts } from '../src';

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('a size limit in a refusal', () => {
  it('says the limit and how long the text was, counted after trimming', () => {
    expect(messageOf(requiredText({ max: 5 }), `  ${'ț'.repeat(8)} `)).toBe(
      'Textul are 8 caractere; sunt permise cel mult 5.',
    );
    expect(messageOf(optionalText(150), 'a'.repeat(220))).toBe(
      'Textul are 220 de caractere; sunt permise cel mult 150.',
    );
  });

  it("keeps a form's own message for a blank field", () => {
    expect(messageOf(requiredText({ max: 5, message: texts.courseForm.allRequired }), '   ')).toBe(
      texts.courseForm.allRequired,
    );
  });

  it('says the bounds of a list and of a number', () => {
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe(texts.api.listTooLong(2, 3));
    expect(messageOf(z.number().int().max(24), 30)).toBe('Valoarea poate fi cel mult 24.');
    expect(messageOf(z.number().int().min(1), 0)).toBe('Valoarea trebuie să fie cel puțin 1.');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Textul are 2 caractere; sunt necesare cel puțin 3.');
  });

  it('leaves an exclusive bound to the general Romanian message', () => {
    expect(messageOf(z.number().lt(10), 10)).toMatch(/^Prea mare: /);
  });
});
