export const passwordReset = {
  title: 'Resetare parolă',
  email: 'Email',
  companyName: 'Numele companiei',
  submit: 'Trimite cererea',
  requested: 'Cererea a fost trimisă. Verifică email-ul.',
  failure: 'Email sau companie invalidă.',
  confirmTitle: 'Setează o parolă nouă',
  confirmSubmit: 'Salvează parola',
  confirmed: 'Parola a fost schimbată. Te poți autentifica.',
  invalidToken: 'Linkul de resetare nu este valid sau a expirat.',
  mailSubject: 'Resetarea parolei',
  intro: 'Introdu adresa de email a contului tău. Îți trimitem un link pentru a seta o parolă nouă.',
  companyNameHint:
    'Necesar doar dacă folosești aceeași adresă de email pentru mai multe conturi. Nu contează literele mari, diacriticele sau forma juridică (SRL, SA).',
  withoutEmailTitle: 'Nu ai o adresă de email în cont?',
  withoutEmail:
    'Cere o parolă nouă administratorului companiei tale sau responsabilului SSM al firmei: o primești pe loc, pe o fișă de acces tipărită, și alegi apoi parola ta.',
  newPassword: 'Parola nouă',
  confirmPassword: 'Confirmă parola nouă',
  backToLogin: 'Înapoi la autentificare',
} as const;
