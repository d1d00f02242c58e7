/** An owner or admin resetting a person's password, deactivating and reactivating them. */
export const accountAccess = {
  resetPassword: 'Resetează parola',
  resetPasswordOf: (name: string) => `Resetează parola: ${name}`,
  resetConfirm: (username: string) =>
    `Utilizatorul ${username} primește o parolă temporară nouă: parola lui actuală nu mai funcționează, toate sesiunile lui se închid, iar la următoarea autentificare își va alege o parolă nouă.`,
  resetDone: 'Parola a fost resetată.',
  resetFailure: 'Parola nu a putut fi resetată.',
  temporaryPasswordOnce:
    'Parola temporară este afișată o singură dată: copiaz-o acum și transmite-o persoanei. La prima autentificare își va alege o parolă nouă.',
  adminResetsEmployeesOnly: 'Un administrator poate reseta doar parola angajaților companiei sale.',
  passwordChangeRequired: 'Contul are o parolă temporară: schimbă parola înainte de a continua.',
  forcedChangeIntro: 'Contul tău are o parolă temporară. Alege o parolă nouă pentru a continua.',
  temporaryPassword: 'Parola temporară',
  status: 'Stare',
  active: 'Activ',
  deactivated: 'Dezactivat',
  deactivate: 'Dezactivează',
  reactivate: 'Reactivează',
  deactivateOf: (name: string) => `Dezactivează: ${name}`,
  reactivateOf: (name: string) => `Reactivează: ${name}`,
  deactivateConfirm: (username: string) =>
    `Utilizatorul ${username} nu se va mai putea autentifica, sesiunile lui se închid și nu mai primește reînrolări sau mementouri. Documentele semnate și istoricul lui rămân. Îl poți reactiva oricând.`,
  reactivateConfirm: (username: string) =>
    `Utilizatorul ${username} se va putea autentifica din nou și reintră în reînrolări, mementouri și situația instruirilor.`,
  deactivatedDone: 'Utilizatorul a fost dezactivat.',
  reactivatedDone: 'Utilizatorul a fost reactivat.',
  activeChangeFailure: 'Starea utilizatorului nu a putut fi schimbată.',
  cannotDeactivateSelf: 'Nu îți poți dezactiva propriul cont.',
  accountDeactivated:
    'Contul tău a fost dezactivat. Pentru reactivare, contactează administratorul companiei sau responsabilul SSM.',
  companyArchived:
    'Compania ta este arhivată, așa că nu te poți autentifica. Contactează consultantul SSM al companiei.',
  deleteOffersDeactivation:
    'Ștergerea este definitivă. Dacă persoana doar a plecat din companie, dezactiveaz-o: documentele și istoricul rămân, iar contul poate fi reactivat.',
} as const;
