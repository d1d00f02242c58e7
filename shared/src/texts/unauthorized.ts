export const unauthorized = {
  title: 'Acces interzis',
  message: 'Nu ai permisiunea să accesezi această pagină.',
  backToLogin: 'Înapoi la autentificare',
} as const;
