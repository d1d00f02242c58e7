import { countOf } from './wording';

export const archives = {
  title: 'Arhivă ZIP',
  chooseCompany: 'Alege compania',
  companyRequired: 'Alege compania pentru care se generează arhiva.',
  generate: 'Descarcă arhiva ZIP',
  generating: 'Se generează...',
  ready: 'Arhiva este gata.',
  readyCount: (records: number) =>
    `Arhiva cuprinde ${countOf(records, 'fișă semnată', 'fișe semnate')}; descărcarea a pornit.`,
  download: 'Descarcă arhiva',
  /** The company's records when at least one is signed by everyone (`signed` ≤ `records`). */
  recordCount: (records: number, signed: number) => {
    const inArchive =
      signed === records
        ? records === 1
          ? 'este semnată de toți semnatarii și intră în arhivă'
          : 'toate sunt semnate de toți semnatarii și intră în arhivă'
        : `${signed === 1 ? 'una este semnată' : `${signed} sunt semnate`} de toți semnatarii și intră în arhivă`;
    return `Compania are ${countOf(records, 'fișă de instruire', 'fișe de instruire')} pe platformă; ${inArchive}.`;
  },
  noSignedRecords: (records: number) =>
    `Compania are ${countOf(records, 'fișă de instruire', 'fișe de instruire')} pe platformă, dar ${records === 1 ? 'nu este încă semnată' : 'niciuna nu este încă semnată'} de toți semnatarii: arhiva se poate descărca după ultima semnătură.`,
  noRecords: 'Compania nu are încă fișe de instruire: nu există nimic de arhivat.',
  failed: 'Arhiva nu a putut fi generată. Încearcă din nou.',
  loadFailed: 'Datele companiei nu au putut fi încărcate.',
  notFound: 'Arhiva nu a fost găsită sau a expirat.',
  empty: 'Compania nu are încă fișe de instruire semnate.',
  /** The downloaded ZIP's name: the company's name as a file name allows it, and the day it was made. */
  zipFileName: (company: string, date: string) => `Arhiva ${company} ${date}.zip`,
} as const;
