/** The worker's fișă individuală de instruire: every signed training of one domain on one PDF. */
export const trainingSheet = {
  title: 'Fișa individuală de instruire',
  explanation:
    'Toate instruirile semnate, pe câte o fișă: cea SSM sigilată electronic, cea PSI-SU sigilată electronic sau tipărită pentru semnături olografe, după cum a ales firma.',
  download: (domain: string) => `Descarcă fișa individuală ${domain}`,
  downloadFailure: 'Fișa individuală nu a putut fi descărcată. Încearcă din nou.',
  notFound: 'Lucrătorul nu a fost găsit.',
  noTrainings: 'Lucrătorul nu are încă instruiri semnate în acest domeniu.',
  domainInvalid: 'Domeniul fișei trebuie să fie SSM sau PSI-SU.',
} as const;
