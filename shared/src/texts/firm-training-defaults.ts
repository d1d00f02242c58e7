import { countOf } from './wording';

/** The firm's default re-enrolment settings, which every company without its own follows. */
export const firmTrainingDefaults = {
  title: 'Setări implicite de instruire',
  intro:
    'Reînscrierea automată și cursurile pentru angajații noi alese aici se aplică fiecărei companii care urmează setările firmei. O companie poate primi setări proprii din pagina ei și poate reveni oricând la acestea.',
  companiesWithOwnSettings: (count: number) =>
    count === 0
      ? 'Toate companiile active urmează aceste setări.'
      : `${countOf(count, 'companie are', 'companii au')} setări proprii și nu urmează aceste setări.`,
  save: 'Salvează setările firmei',
  saved: 'Setările implicite ale firmei au fost salvate. Companiile care le urmează le folosesc de acum.',
  failure: 'Setările firmei nu au putut fi salvate.',
} as const;
