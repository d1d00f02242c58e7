/** WebAuthn passkeys, the signer's own key (docs/security.md, passkeys). */
export const passkeys = {
  title: 'Chei de acces',
  intro:
    'O cheie de acces rămâne pe telefonul sau calculatorul tău și se folosește cu amprenta, fața sau PIN-ul dispozitivului. Cu ea vei semna documentele, iar nimeni altcineva nu o poate folosi.',
  none: 'Nu ai încă nicio cheie de acces.',
  register: 'Adaugă o cheie de acces',
  defaultName: 'Cheia mea de acces',
  name: 'Numele cheii',
  nameRequired: 'Dă un nume cheii de acces.',
  rename: 'Redenumește',
  save: 'Salvează',
  remove: 'Șterge',
  removeConfirm: (name: string) =>
    `Ștergi cheia de acces „${name}”? Semnăturile făcute cu ea rămân valabile, dar nu o vei mai putea folosi.`,
  removed: 'Cheia de acces a fost ștearsă.',
  renamed: 'Cheia de acces a fost redenumită.',
  registered: 'Cheia de acces a fost înregistrată.',
  createdAt: (date: string) => `Adăugată la ${date}`,
  registrationClosed:
    'Ai deja o cheie de acces. Pentru a adăuga alta, cere responsabilului SSM să redeschidă înregistrarea.',
  registrationClosedDetail:
    'Înregistrarea unei chei de acces noi nu este deschisă pentru acest cont. Cere responsabilului SSM să o redeschidă.',
  challengeExpired: 'Cererea de înregistrare a expirat sau a fost deja folosită. Încearcă din nou.',
  invalidResponse: 'Răspunsul dispozitivului nu a putut fi verificat. Încearcă din nou.',
  alreadyRegistered: 'Această cheie de acces este deja înregistrată.',
  notFound: 'Cheia de acces nu a fost găsită.',
  cancelled: 'Înregistrarea a fost anulată sau dispozitivul nu a răspuns.',
  unsupported: 'Acest browser nu poate folosi chei de acces.',
  reopen: 'Redeschide cheia de acces',
  reopenOf: (name: string) => `Redeschide cheia de acces: ${name}`,
  reopenConfirm: (username: string) =>
    `Utilizatorul ${username} își va putea înregistra o cheie de acces nouă în următoarele 7 zile (de exemplu după ce și-a pierdut telefonul). Cheile și semnăturile lui de până acum rămân valabile.`,
  reopenFailure: 'Înregistrarea cheii de acces nu a putut fi redeschisă.',
  reopened: (days: number) =>
    `Înregistrarea unei chei de acces noi este deschisă ${days} zile pentru această persoană.`,
  registeredMailSubject: 'O cheie de acces nouă a fost adăugată contului tău',
} as const;
