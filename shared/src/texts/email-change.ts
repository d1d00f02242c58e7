/** A new e-mail address of an account: it counts only once the new address confirms it. */
export const emailChange = {
  awaitingConfirmation: (email: string) =>
    `Adresa nouă de e-mail (${email}) va fi folosită după ce este confirmată din mesajul trimis la ea.`,
  confirmSubject: 'Confirmă noua adresă de e-mail',
  noticeSubject: 'Adresa de e-mail a contului tău urmează să fie schimbată',
  confirmTitle: 'Confirmarea adresei de e-mail',
  confirmSubmit: 'Confirmă adresa de e-mail',
  confirmed: 'Adresa de e-mail a fost confirmată și este acum adresa contului.',
  invalidToken: 'Linkul de confirmare nu este valid sau a expirat. Cere din nou schimbarea adresei.',
} as const;
