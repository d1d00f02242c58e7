/** The printable access sheet: a cut-out card per person with their username and temporary password. */
export const accessSheet = {
  title: 'Fișe de acces',
  pageHint: (page: number, pages: number) =>
    `Decupează pe liniile punctate și dă fiecărui angajat biletul lui. Pagina ${page} din ${pages}.`,
  username: 'Utilizator',
  password: 'Parolă temporară',
  signInAt: 'Intră la',
  afterSignIn: 'Parola este temporară: după ce intri, alege-ți una nouă (Profil → Schimbă parola).',
  forgotten:
    'Ai uitat parola? Cere una nouă administratorului companiei tale sau firmei SSM: îți dau pe loc o fișă nouă.',
  download: 'Tipărește fișa de acces (PDF)',
  downloadFailure: 'Fișa de acces nu a putut fi generată. Încearcă din nou.',
  fileName: (company: string) => `Fise de acces ${company}.pdf`,
  peopleRequired: 'Alege cel puțin o persoană pentru fișa de acces.',
} as const;
