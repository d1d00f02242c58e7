export const psiSheets = {
  title: 'Fișele individuale PSI-SU',
  current: 'Fișele PSI-SU ale acestei companii:',
  modeLabels: {
    paper: 'pe hârtie, semnate olograf',
    electronic: 'electronice, sigilate de platformă',
  },
  paperExplanation:
    'Fișa PSI-SU a fiecărui lucrător se descarcă precompletată, se semnează de mână de lucrător și de persoanele care au efectuat și au verificat instruirea, iar copia scanată a fișei semnate se încarcă pe platformă, lângă instruirile lucrătorului.',
  electronicExplanation:
    'Fișa PSI-SU a fiecărui lucrător este emisă electronic, cu semnăturile electronice ale instruirilor și sigiliul platformei, ca fișa SSM.',
  legalRiskTitle: 'Riscul legal al fișelor PSI-SU electronice',
  legalRisk:
    'Ordinul MAI nr. 712/2005 (art. 47) cere fișa individuală de instruire în domeniul situațiilor de urgență completată și semnată, iar inspectoratele pentru situații de urgență (ISU) o citesc ca fișă pe hârtie, semnată olograf. Fișa PSI-SU electronică nu este recunoscută expres de lege: la un control, inspectorul poate cere fișa pe hârtie, semnată cu pixul, iar firma își asumă acest risc.',
  acceptRisk: 'Am citit riscul legal și îl asum în numele firmei.',
  switchToElectronic: 'Trec la fișe PSI-SU electronice',
  switchToPaper: 'Revin la fișe PSI-SU pe hârtie',
  riskNotAccepted:
    'Confirmă că ai citit și îți asumi riscul legal înainte de a trece la fișe PSI-SU electronice.',
  modeInvalid: 'Modul fișelor PSI-SU trebuie să fie „paper” (pe hârtie) sau „electronic”.',
  changed: (mode: 'paper' | 'electronic') =>
    mode === 'electronic'
      ? 'Fișele PSI-SU ale companiei sunt de acum electronice.'
      : 'Fișele PSI-SU ale companiei sunt de acum pe hârtie, semnate olograf.',
  failure: 'Modul fișelor PSI-SU nu a putut fi schimbat. Încearcă din nou.',
  changedMeanwhile: 'Modul fișelor PSI-SU a fost schimbat între timp. Reîncarcă pagina și încearcă din nou.',
  scansTitle: (name: string) => `Fișe PSI-SU semnate olograf: ${name}`,
  scans: 'Fișe scanate',
  scansExplanation:
    'Încarcă fișa PSI-SU descărcată de pe platformă după ce a fost semnată de mână. Fiecare încărcare se păstrează, nemodificată, cu amprenta ei SHA-256.',
  noScans: 'Nicio fișă scanată încărcată încă.',
  file: 'Fișa semnată, scanată (PDF, JPEG sau PNG)',
  upload: 'Încarcă fișa scanată',
  uploaded: 'Fișa scanată a fost încărcată.',
  uploadFailure: 'Fișa scanată nu a putut fi încărcată. Încearcă din nou.',
  listFailure: 'Fișele scanate nu au putut fi încărcate.',
  emptyFile: 'Fișierul ales este gol.',
  fileTooLarge: 'Fișa scanată poate avea cel mult 20 MB.',
  wrongType: 'Fișa scanată se încarcă doar ca PDF, imagine JPEG sau PNG.',
  notScan:
    'Fișierul nu este un PDF, o imagine JPEG sau PNG valide. Scanează fișa semnată din nou și încarcă fișierul obținut.',
  uploadMissing: 'Fișierul încărcat nu a fost găsit sau a expirat. Încarcă-l din nou.',
  electronicCompany:
    'Compania are fișe PSI-SU electronice: fișa se emite sigilată și nu se încarcă o copie scanată.',
  uploadedBy: (name: string, at: string) => `încărcată de ${name}, ${at}`,
  download: 'Descarcă',
  sha256: 'SHA-256',
} as const;
