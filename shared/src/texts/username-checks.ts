export const usernameChecks = {
  takenTrySuggestion: (suggestion: string) =>
    `Numele de utilizator este deja folosit. Poți alege, de exemplu, ${suggestion}.`,
  tooManyTaken:
    'Ai primit prea multe răspunsuri „nume de utilizator deja folosit” într-un timp scurt. Încearcă din nou mai târziu.',
} as const;
