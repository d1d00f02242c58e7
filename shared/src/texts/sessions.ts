export const sessions = {
  loggedOut: 'Te-ai deconectat.',
  logoutEverywhere: 'Deconectează-mă de pe toate dispozitivele',
  logoutEverywhereHint:
    'Închide sesiunile deschise pe orice telefon sau calculator, inclusiv aceasta (de exemplu după ce ai pierdut telefonul).',
  loggedOutEverywhere: 'Ai fost deconectat de pe toate dispozitivele.',
  logoutUserEverywhere: 'Deconectează de pe toate dispozitivele',
  logoutUserEverywhereConfirm: (username: string) =>
    `Utilizatorul ${username} va fi deconectat de pe toate dispozitivele și va trebui să se autentifice din nou.`,
  userLoggedOutEverywhere: 'Utilizatorul a fost deconectat de pe toate dispozitivele.',
} as const;
