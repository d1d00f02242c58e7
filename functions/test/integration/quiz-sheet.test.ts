import { QUIZ_BANK_MAX_QUESTIONS, QUIZ_SHEET_HEADER, quizTemplateCsv, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { buildTenant, tokenFor } from '../support/builders';
import { useTestGateway } from '../support/gateway';

/*
 * A quiz bank read from a spreadsheet (docs/product.md, Quiz import): the questions it holds,
 * each refused row with its number and reason in Romanian, and nothing stored.
 */

const api = useTestGateway();

type Read = {
  questions: { question_text: string; answers: string[]; correct_index: number }[];
  errors: { row: number; detail: string }[];
  detail?: string;
};

async function readSheet(token: string, file?: { name: string; content: string | Uint8Array }) {
  const form = new FormData();
  if (file) form.set('file', new Blob([file.content]), file.name);
  const response = await fetch(`${api.url()}/api/courses/quiz-sheet/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Read };
}

const csvOf = (lines: string[]) => ({
  name: 'chestionar.csv',
  content: `\uFEFF${[QUIZ_SHEET_HEADER.join(';'), ...lines].join('\r\n')}\r\n`,
});

describe('POST /api/courses/quiz-sheet/', () => {
  it('reads each question with its answers and correct one, and names each refused row and why', async () => {
    const { owner } = await buildTenant();

    const answer = await readSheet(
      await tokenFor(owner),
      csvOf([
        'Cine anunță un accident?;Lucrătorul;Nimeni;Doar martorii;Doar medicul;1',
        'Unde e stingătorul?;La intrare;În birou;Nu există;În depozit;B',
        ';Un răspuns;Doi;Trei;Patru;1',
        'Ce porți pe șantier?;Cască;Șapcă;;Nimic;1',
        'Cât durează instruirea?;O oră;Două;Trei;Patru;5',
      ]),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.questions).toEqual([
      {
        question_text: 'Cine anunță un accident?',
        answers: ['Lucrătorul', 'Nimeni', 'Doar martorii', 'Doar medicul'],
        correct_index: 0,
      },
      {
        question_text: 'Unde e stingătorul?',
        answers: ['La intrare', 'În birou', 'Nu există', 'În depozit'],
        correct_index: 1,
      },
    ]);
    expect(answer.body.errors).toEqual([
      { row: 4, detail: texts.quizImport.missingQuestion },
      { row: 5, detail: texts.quizImport.missingAnswer(3) },
      { row: 6, detail: texts.quizImport.correctInvalid },
    ]);
  });

  it('reads the template it offers, and an XLSX', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    const xlsx = await writeExcelFile([
      [...QUIZ_SHEET_HEADER],
      ['Ce faci la alarma de incendiu?', 'Ies pe traseul de evacuare', 'Rămân', 'Mă ascund', 'Sun acasă', 1],
    ]).toBuffer();

    const template = await readSheet(token, { name: 'model.csv', content: quizTemplateCsv() });
    const workbook = await readSheet(token, { name: 'chestionar.xlsx', content: xlsx });

    expect(template.body).toMatchObject({ errors: [], questions: [{ correct_index: 0 }] });
    expect(workbook.body).toMatchObject({
      errors: [],
      questions: [{ question_text: 'Ce faci la alarma de incendiu?', correct_index: 0 }],
    });
  });

  it('refuses with 400 in Romanian a file without questions, with too many, or unreadable', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    const tooMany = Array.from(
      { length: QUIZ_BANK_MAX_QUESTIONS + 1 },
      (_, index) => `Întrebarea ${index + 1};A;B;C;D;1`,
    );

    const answers = await Promise.all([
      readSheet(token, csvOf([])),
      readSheet(token, csvOf(tooMany)),
      readSheet(token, { name: 'vechi.xls', content: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]) }),
      readSheet(token),
    ]);

    expect(answers.map((answer) => [answer.status, answer.body.detail])).toEqual([
      [400, texts.quizImport.noQuestions],
      [400, texts.quizImport.tooManyQuestions(QUIZ_BANK_MAX_QUESTIONS)],
      [400, texts.userImport.unreadable],
      [400, texts.quizImport.fileRequired],
    ]);
  });

  it('is for owners only', async () => {
    const { admin, employee } = await buildTenant();
    const file = { name: 'model.csv', content: quizTemplateCsv() };

    const statuses = [
      (await readSheet(await tokenFor(admin), file)).status,
      (await readSheet(await tokenFor(employee), file)).status,
    ];

    expect(statuses).toEqual([403, 403]);
  });
});
