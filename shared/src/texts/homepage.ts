export const homepage = {
  title: 'Servicii de consultanță SSM și PSI',
  onlinePlatform: 'Platforma online',
  intro:
    'Consultanță completă pentru securitatea și sănătatea în muncă, situații de urgență și conformitate, plus o platformă online de instruire cu semnătură electronică.',
  servicesTitle: 'Serviciile noastre',
  services: [
    {
      title: 'Securitate și sănătate în muncă (SSM)',
      description:
        'Evaluarea riscurilor, instrucțiuni proprii, instruirea lucrătorilor și documentația cerută de Legea nr. 319/2006.',
    },
    {
      title: 'Prevenirea și stingerea incendiilor (PSI)',
      description:
        'Scenarii de securitate la incendiu, planuri de evacuare, instruire PSI și situații de urgență.',
    },
    {
      title: 'Resurse umane (HR)',
      description:
        'Administrare de personal, contracte de muncă, registrul salariaților și regulamente interne.',
    },
    {
      title: 'Protecția datelor (GDPR)',
      description:
        'Audit de conformitate, politici de confidențialitate și instruirea personalului conform Regulamentului (UE) 2016/679.',
    },
    {
      title: 'Echipamente sub presiune (ISCIR)',
      description:
        'Evidența și verificarea instalațiilor și echipamentelor sub presiune, prin responsabil RSVTI.',
    },
    {
      title: 'Protecția mediului',
      description: 'Autorizații de mediu, evidența deșeurilor și raportările către autorități.',
    },
  ],
  platformTitle: 'Instruire online',
  platformText:
    'Angajații parcurg cursurile SSM și PSI de pe telefon sau calculator, susțin testul și semnează electronic fișa de instruire.',
} as const;
