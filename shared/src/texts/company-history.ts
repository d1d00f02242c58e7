import { countOf } from './wording';

export const companyHistory = {
  deleteTitle: 'Șterge istoricul companiei',
  deleteConfirm: (name: string, records: number) =>
    `Se șterg definitiv din platformă, pentru compania ${name}: ${countOf(records, 'fișă de instruire', 'fișe de instruire')} cu semnăturile și PDF-urile lor, fișele individuale ale lucrătorilor, progresul și încercările la teste ale angajaților și arhivele generate. Angajații și cursurile rămân.`,
  archiveFirst: 'Descarcă mai întâi arhiva ZIP, ca să păstrezi fișele semnate.',
  typeName: (name: string) => `Scrie numele companiei pentru a confirma: ${name}`,
  deleted: (progress: number, documents: number, signatures: number, archives: number) =>
    `Istoricul companiei a fost șters: ${countOf(progress, 'înregistrare de progres', 'înregistrări de progres')}, ${countOf(documents, 'fișă', 'fișe')}, ${countOf(signatures, 'semnătură', 'semnături')}, ${countOf(archives, 'arhivă', 'arhive')}.`,
  failure: 'Eroare la ștergerea istoricului companiei.',
} as const;
