import { describe, expect, it } from 'vitest';
import * as texts from '../src/texts';
import { countOf } from '../src/texts/wording';

describe('a count and its noun', () => {
  it.each([
    [1, '1 lună'],
    [2, '2 luni'],
    [19, '19 luni'],
    [20, '20 de luni'],
    [100, '100 de luni'],
    [101, '101 luni'],
    [120, '120 de luni'],
    [0, '0 luni'],
  ])('says %i as "%s"', (count, said) => {
    expect(countOf(count, 'lună', 'luni')).toBe(said);
  });

  it('is how every text with a number of things says it', () => {
    expect(texts.companies.months(1)).toBe('1 lună');
    expect(texts.trainingStatus.frequencyMonths(1)).toBe('1 lună');
    expect(texts.trainingStatus.frequencyMonths(12)).toBe('12 luni');
    expect(texts.companyHistory.deleted(1, 2, 20, 0)).toBe(
      'Istoricul companiei a fost șters: 1 înregistrare de progres, 2 fișe, 20 de semnături, 0 arhive.',
    );
    expect(texts.userImport.summary(1, 2, 21)).toBe('1 utilizator nou, 2 existenți, 21 de rânduri cu erori.');
    expect(texts.userImport.imported(1)).toBe('A fost importat 1 utilizator.');
    expect(texts.userImport.imported(20)).toBe('Au fost importați 20 de utilizatori.');
    expect(texts.documents.counterSignSummary(1, 'Popa Ion')).toBe(
      'Semnezi 1 fișă de instruire, pentru: Popa Ion.',
    );
    expect(texts.trainingStatus.reminder.dayCount(20)).toBe('20 de zile');
    expect(texts.workerTraining.leftOutCoursePeople('Curs', 1)).toBe('Curs (1 persoană nu l-a primit)');
    expect(texts.workerTraining.leftOutCoursePeople('Curs', 20)).toBe('Curs (20 de persoane nu l-au primit)');
    expect(texts.courseAssign.companyRoundOpen('Alfa SRL', 1)).toContain(
      'întregii companii Alfa SRL, iar 1 persoană nu l-a finalizat încă',
    );
    expect(texts.courseAssign.companyRoundOpen('Alfa SRL', 20)).toContain(
      'iar 20 de persoane nu l-au finalizat',
    );
    expect(texts.courseAssign.groupTooLarge(30)).toBe('Alege cel mult 30 de persoane într-o cerere.');
    expect(texts.common.characterCount(150, 5000)).toBe('150 / 5000 de caractere');
    expect(texts.common.characterCount(3, 19)).toBe('3 / 19 caractere');
  });

  it.each([
    [
      1,
      1,
      'Compania are 1 fișă de instruire pe platformă; este semnată de toți semnatarii și intră în arhivă.',
    ],
    [
      3,
      3,
      'Compania are 3 fișe de instruire pe platformă; toate sunt semnate de toți semnatarii și intră în arhivă.',
    ],
    [
      3,
      1,
      'Compania are 3 fișe de instruire pe platformă; una este semnată de toți semnatarii și intră în arhivă.',
    ],
    [
      25,
      20,
      'Compania are 25 de fișe de instruire pe platformă; 20 sunt semnate de toți semnatarii și intră în arhivă.',
    ],
  ])('says what of %i records, %i signed by everyone, the archive holds', (records, signed, said) => {
    expect(texts.archives.recordCount(records, signed)).toBe(said);
  });

  it('says when none of the records is signed by everyone yet', () => {
    expect(texts.archives.noSignedRecords(1)).toBe(
      'Compania are 1 fișă de instruire pe platformă, dar nu este încă semnată de toți semnatarii: arhiva se poate descărca după ultima semnătură.',
    );
    expect(texts.archives.noSignedRecords(2)).toBe(
      'Compania are 2 fișe de instruire pe platformă, dar niciuna nu este încă semnată de toți semnatarii: arhiva se poate descărca după ultima semnătură.',
    );
  });
});
