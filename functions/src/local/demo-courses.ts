import {
  type CourseCategory,
  type CourseSubcategory,
  PDF_CONTENT_TYPE,
  standardMinStudyMinutes,
  type VersionLanguage,
} from '@ssm/shared';
import type { UserRecord } from '../accounts/data/users';
import { principalAs } from '../accounts/domain/principal';
import { assignCourse } from '../assignments/domain/course-assignments';
import type { CompanyRecord } from '../companies/data/companies';
import { saveCourseVersion, saveVersionQuiz } from '../courses/domain/course-versions';
import { createCourse, saveQuiz, takeUpload } from '../courses/domain/courses';
import { newId } from '../platform/ids';
import { objectKeys } from '../platform/object-keys';
import { getCourseFiles } from '../platform/storage';
import { renderTextPdf, type TextBlock } from './text-pdf';

/*
 * The demo platform's courses: real Romanian SSM and PSI training material, rendered to PDF at
 * seed time, each with a full 10-question quiz, created through the same domain functions the
 * API uses. One is a periodic course, so the training-status view has an allocation to show.
 */

type DemoQuestion = { text: string; answers: [string, string, string, string]; correct: 0 | 1 | 2 | 3 };

/** A course's version in another language: its material and its quiz in the bank's order. */
type DemoTranslation = {
  language: VersionLanguage;
  title: string;
  description: string;
  blocks: TextBlock[];
  questions: { text: string; answers: [string, string, string, string] }[];
};

type DemoCourse = {
  title: string;
  description: string;
  category: CourseCategory;
  subcategory: CourseSubcategory;
  duration: number;
  blocks: TextBlock[];
  questions: DemoQuestion[];
};

const introductorySsm: DemoCourse = {
  title: 'Instruirea introductiv-generală în securitatea și sănătatea în muncă',
  description:
    'Noțiunile de bază ale securității și sănătății în muncă: cadrul legal, obligațiile angajatorului și ale lucrătorilor, riscurile frecvente, echipamentul individual de protecție, semnalizarea de securitate și conduita în caz de accident.',
  category: 'SSM',
  subcategory: 'introductive',
  duration: 120,
  blocks: [
    { heading: '1. Scopul instruirii' },
    {
      paragraph:
        'Instruirea introductiv-generală se face la angajare, înainte ca lucrătorul să înceapă activitatea, și la transferul dintr-o unitate în alta. Scopul ei este ca fiecare lucrător să cunoască activitățile specifice unității, riscurile la care poate fi expus și măsurile de prevenire și de protecție stabilite de angajator.',
    },
    {
      paragraph:
        'Instruirea se încheie cu verificarea cunoștințelor printr-un test. Un lucrător care nu a promovat testul nu poate începe lucrul; el reia materialul și susține din nou testul.',
    },
    { heading: '2. Cadrul legal' },
    {
      paragraph:
        'Principiile generale privind prevenirea riscurilor profesionale, protecția sănătății și securitatea lucrătorilor sunt stabilite de următoarele acte normative:',
    },
    {
      bullets: [
        'Legea securității și sănătății în muncă nr. 319/2006;',
        'Normele metodologice de aplicare a Legii nr. 319/2006, aprobate prin HG nr. 1425/2006, cu modificările ulterioare;',
        'HG nr. 1048/2006 privind utilizarea echipamentelor individuale de protecție la locul de muncă;',
        'HG nr. 971/2006 privind semnalizarea de securitate și/sau de sănătate la locul de muncă;',
        'instrucțiunile proprii de securitate și sănătate în muncă ale unității.',
      ],
    },
    { heading: '3. Obligațiile angajatorului' },
    {
      paragraph:
        'Angajatorul are obligația de a asigura securitatea și sănătatea lucrătorilor în toate aspectele legate de muncă. În acest scop, angajatorul:',
    },
    {
      bullets: [
        'evaluează riscurile pentru securitatea și sănătatea lucrătorilor, inclusiv la alegerea echipamentelor de muncă și la amenajarea locurilor de muncă;',
        'stabilește și aplică măsurile de prevenire și de protecție rezultate din evaluarea riscurilor;',
        'asigură instruirea fiecărui lucrător: la angajare, la schimbarea locului de muncă, la introducerea unui nou echipament și periodic;',
        'acordă gratuit echipamentul individual de protecție și echipamentul de lucru necesar;',
        'organizează supravegherea sănătății lucrătorilor prin examene medicale la angajare și periodice;',
        'comunică, cercetează și înregistrează evenimentele (accidentele de muncă și incidentele periculoase).',
      ],
    },
    { heading: '4. Obligațiile lucrătorilor' },
    {
      paragraph:
        'Fiecare lucrător își desfășoară activitatea în conformitate cu pregătirea și instruirea sa, precum și cu instrucțiunile primite, astfel încât să nu expună la pericol de accidentare sau îmbolnăvire profesională nici propria persoană, nici alte persoane care pot fi afectate de acțiunile sau omisiunile sale. Lucrătorul are, în principal, obligația:',
    },
    {
      bullets: [
        'să utilizeze corect mașinile, aparatura, uneltele, substanțele periculoase, echipamentele de transport și alte mijloace de producție;',
        'să utilizeze corect echipamentul individual de protecție acordat și, după utilizare, să îl înapoieze sau să îl pună la locul destinat pentru păstrare;',
        'să nu procedeze la scoaterea din funcțiune, la modificarea, schimbarea sau înlăturarea arbitrară a dispozitivelor de securitate și să le utilizeze corect;',
        'să comunice imediat angajatorului și/sau lucrătorilor desemnați orice situație de muncă despre care are motive întemeiate să o considere un pericol pentru securitatea și sănătatea lucrătorilor;',
        'să aducă la cunoștința conducătorului locului de muncă și/sau angajatorului, de îndată, accidentele suferite de propria persoană;',
        'să coopereze cu angajatorul și cu lucrătorii desemnați pentru ca mediul de muncă și condițiile de lucru să fie sigure;',
        'să își însușească și să respecte prevederile legislației de securitate și sănătate în muncă și măsurile de aplicare a acestora.',
      ],
    },
    { heading: '5. Riscuri frecvente la locul de muncă' },
    {
      paragraph:
        'Un pericol este orice sursă care poate produce o vătămare; riscul este probabilitatea ca vătămarea să se producă, împreună cu gravitatea ei. Cele mai frecvente riscuri întâlnite în activitatea zilnică sunt:',
    },
    {
      bullets: [
        'alunecarea, împiedicarea și căderea la același nivel, din cauza pardoselilor umede sau a obiectelor lăsate pe căile de circulație;',
        'căderea de la înălțime, de pe scări, schele, platforme sau în goluri neprotejate;',
        'lovirea de obiecte în mișcare, căzute sau proiectate;',
        'electrocutarea prin atingerea părților aflate sub tensiune sau a echipamentelor cu izolația deteriorată;',
        'manipularea manuală a greutăților, care poate produce afecțiuni ale coloanei vertebrale;',
        'expunerea la zgomot, vibrații, praf sau substanțe chimice periculoase;',
        'suprasolicitarea fizică și psihică, inclusiv la lucrul prelungit la calculator.',
      ],
    },
    { heading: '6. Echipamentul individual de protecție' },
    {
      paragraph:
        'Echipamentul individual de protecție (EIP) se acordă gratuit de angajator, potrivit riscurilor fiecărui post. Lucrătorul îl poartă pe toată durata expunerii la risc, îi verifică starea înainte de utilizare, nu îl înstrăinează și anunță imediat orice defect. Exemple: casca de protecție, încălțămintea de protecție, mănușile, ochelarii sau viziera, antifoanele, masca de protecție respiratorie, centura sau hamul de siguranță, vesta reflectorizantă.',
    },
    { heading: '7. Semnalizarea de securitate' },
    {
      bullets: [
        'roșu: interdicție (de exemplu „Fumatul interzis”) și echipamente de stingere a incendiilor;',
        'galben: avertizare asupra unui pericol (de exemplu „Atenție, pericol de electrocutare”);',
        'albastru: obligație (de exemplu „Purtarea căștii de protecție este obligatorie”);',
        'verde: salvare și prim ajutor, căi și ieșiri de urgență.',
      ],
    },
    { heading: '8. Ce faci în caz de accident' },
    {
      bullets: [
        'dacă se poate fără risc, oprești sursa de pericol (de exemplu întrerupi alimentarea cu energie electrică);',
        'anunți imediat conducătorul locului de muncă;',
        'suni la 112 când victima are nevoie de ajutor medical de urgență;',
        'acorzi primul ajutor numai dacă ești instruit și nu te pui în pericol;',
        'nu modifici starea locului accidentului decât pentru salvarea victimelor sau pentru a preveni alte accidente: locul se păstrează pentru cercetarea evenimentului.',
      ],
    },
    {
      paragraph:
        'Orice accident, chiar și unul care pare ușor, se comunică de îndată angajatorului. Angajatorul comunică evenimentul autorităților (inspectoratul teritorial de muncă și, după caz, alte instituții) și îl cercetează, pentru ca același lucru să nu se mai repete.',
    },
  ],
  questions: [
    {
      text: 'Care este legea care reglementează securitatea și sănătatea în muncă în România?',
      answers: ['Legea nr. 53/2003', 'Legea nr. 319/2006', 'Legea nr. 307/2006', 'Legea nr. 10/1995'],
      correct: 1,
    },
    {
      text: 'Când se face instruirea introductiv-generală?',
      answers: [
        'La angajare, înainte de începerea activității',
        'O dată pe an, în luna ianuarie',
        'Numai după un accident de muncă',
        'Numai la cererea lucrătorului',
      ],
      correct: 0,
    },
    {
      text: 'Cine suportă costul echipamentului individual de protecție?',
      answers: [
        'Lucrătorul, din salariu',
        'Lucrătorul și angajatorul, în părți egale',
        'Angajatorul, care îl acordă gratuit',
        'Inspectoratul teritorial de muncă',
      ],
      correct: 2,
    },
    {
      text: 'Ce faci dacă observi o situație care reprezintă un pericol pentru tine sau pentru colegi?',
      answers: [
        'Continui lucrul și raportezi la sfârșitul lunii',
        'Rezolvi singur problema, scoțând dispozitivele de protecție',
        'Aștepți să vezi dacă situația se agravează',
        'Anunți imediat conducătorul locului de muncă sau angajatorul',
      ],
      correct: 3,
    },
    {
      text: 'Ai voie să scoți din funcțiune dispozitivul de protecție al unei mașini ca să lucrezi mai repede?',
      answers: [
        'Da, dacă șeful este de acord verbal',
        'Nu, niciodată',
        'Da, în ultima oră a programului',
        'Da, dacă nu te vede nimeni',
      ],
      correct: 1,
    },
    {
      text: 'Ce semnifică un indicator de securitate de culoare albastră?',
      answers: [
        'O obligație (de exemplu purtarea căștii)',
        'O interdicție',
        'Avertizarea asupra unui pericol',
        'O cale de evacuare',
      ],
      correct: 0,
    },
    {
      text: 'Ce culoare au indicatoarele pentru ieșirile de urgență și pentru primul ajutor?',
      answers: ['Roșu', 'Galben', 'Verde', 'Albastru'],
      correct: 2,
    },
    {
      text: 'Care este numărul unic pentru apeluri de urgență în România?',
      answers: ['911', '118', '999', '112'],
      correct: 3,
    },
    {
      text: 'După un accident de muncă, starea locului în care s-a produs:',
      answers: [
        'Se curăță imediat, ca să se poată relua lucrul',
        'Se păstrează neschimbată, cu excepția salvării victimelor și a prevenirii altor accidente',
        'Se modifică după cum decid colegii',
        'Nu are nicio importanță',
      ],
      correct: 1,
    },
    {
      text: 'Cine trebuie să aducă la cunoștința angajatorului un accident suferit la locul de muncă?',
      answers: [
        'Nimeni, dacă accidentul pare ușor',
        'Numai medicul de medicina muncii',
        'Lucrătorul accidentat, de îndată, sau colegul care a observat accidentul',
        'Numai inspectorul de muncă',
      ],
      correct: 2,
    },
  ],
};

const workplaceSsm: DemoCourse = {
  title: 'Instruire la locul de muncă: șantierul de construcții',
  description:
    'Riscurile postului pe șantier, echipamentul individual de protecție, lucrul la înălțime, schelele, utilajele și căile de circulație, cu demonstrații la fața locului.',
  category: 'SSM',
  subcategory: 'loc_munca',
  duration: 60,
  blocks: [
    { heading: '1. Cine face instruirea' },
    {
      paragraph:
        'Instruirea la locul de muncă se face de conducătorul locului de muncă, după instruirea introductiv-generală, pe postul și la locul de muncă unde va lucra lucrătorul. Ea se încheie cu verificarea cunoștințelor, iar lucrătorul începe lucrul numai după ce a fost admis la lucru.',
    },
    { heading: '2. Riscurile postului pe șantier' },
    {
      paragraph:
        'Pe un șantier de construcții lucrează în același timp mai multe echipe, iar locul de muncă se schimbă de la o zi la alta, pe măsură ce lucrarea avansează. Riscurile principale ale postului sunt:',
    },
    {
      bullets: [
        'căderea de la înălțime, de pe schele, scări, planșee neprotejate sau de la marginea golurilor;',
        'căderea obiectelor și a materialelor de la nivelurile superioare sau din sarcina macaralei;',
        'lovirea sau prinderea de utilajele și vehiculele care circulă pe șantier;',
        'alunecarea, împiedicarea și căderea la același nivel, pe materiale și resturi lăsate pe jos;',
        'electrocutarea, la atingerea cablurilor deteriorate sau a tablourilor electrice provizorii;',
        'zgomotul, vibrațiile, praful și efortul fizic la manipularea materialelor grele.',
      ],
    },
    { heading: '3. Echipamentul individual de protecție' },
    {
      paragraph:
        'Echipamentul individual de protecție se primește de la angajator, gratuit, înainte de începerea lucrului. Lucrătorul îl poartă corect, îl păstrează în stare bună și anunță imediat dacă s-a deteriorat.',
    },
    {
      bullets: [
        'casca, bocancii cu bombeu și vesta reflectorizantă se poartă tot timpul pe șantier;',
        'mănușile de protecție se poartă la manipularea materialelor și a armăturilor;',
        'ochelarii de protecție se poartă la tăiere, polizare, găurire și la lucrul cu mortar;',
        'antifoanele se poartă lângă utilajele zgomotoase, iar masca de praf la tăierea materialelor;',
        'echipamentul deteriorat nu se folosește: se predă și se primește altul.',
      ],
    },
    { heading: '4. Lucrul la înălțime și schelele' },
    {
      paragraph:
        'La înălțime lucrează numai lucrătorii declarați apți medical pentru această activitate și instruiți pentru ea. Căderea de la înălțime este cauza celor mai multe accidente grave pe șantier.',
    },
    {
      bullets: [
        'la înălțime se lucrează numai legat cu hamul de un punct de ancorare verificat;',
        'schela se folosește numai după ce conducătorul locului de muncă a verificat-o;',
        'pe schelă nu se modifică nimic și nu se depozitează mai mult material decât se lucrează;',
        'golurile din planșee și marginile platformelor rămân acoperite sau protejate cu balustrade;',
        'lucrul la înălțime se oprește pe vânt puternic, ploaie, polei sau vizibilitate redusă.',
      ],
    },
    { heading: '5. Utilajele și macaraua' },
    {
      bullets: [
        'utilajele se folosesc numai de lucrătorii instruiți și autorizați pentru ele;',
        'înainte de pornire se verifică apărătorile, comenzile și cablurile utilajului;',
        'nu se stă sub sarcina ridicată de macara și nu se trece prin zona ei de lucru;',
        'sarcinile se leagă numai de legători instruiți, cu dispozitivele de legare verificate;',
        'orice defect al unui utilaj se anunță imediat conducătorului locului de muncă, iar utilajul nu se mai folosește până la remediere.',
      ],
    },
    { heading: '6. Căile de circulație și ordinea pe șantier' },
    {
      paragraph:
        'Căile de circulație pentru oameni și pentru vehicule sunt marcate la intrarea pe șantier. Ele se păstrează libere: materialele se depozitează numai în locurile stabilite, stabil, fără a bloca trecerile și accesul la stingătoare.',
    },
    {
      bullets: [
        'circuli numai pe căile marcate pentru pietoni și nu tai drumul utilajelor;',
        'la mersul înapoi al unui vehicul te îndepărtezi din spatele lui;',
        'resturile de materiale se strâng zilnic în locurile de colectare;',
        'cablurile și furtunurile nu traversează căile de circulație decât protejate.',
      ],
    },
    { heading: '7. Demonstrațiile și admiterea la lucru' },
    {
      paragraph:
        'Instruirea la locul de muncă cuprinde demonstrații la fața locului: cum se verifică și se poartă hamul, cum se urcă pe schelă, cum se folosesc sculele și utilajele postului, unde sunt stingătoarele, trusa de prim ajutor și punctul de adunare. La sfârșit, reprezentantul angajatorului verifică cunoștințele lucrătorului și îl admite la lucru; până atunci lucrătorul nu începe lucrul pe post.',
    },
    { heading: '8. Dacă se produce un accident' },
    {
      paragraph:
        'Oprește lucrul și pune zona în siguranță, fără să te expui la același pericol. Anunță imediat conducătorul locului de muncă și sună la 112 dacă victima are nevoie de ajutor medical. Acordă primul ajutor numai în limita a ceea ce ai învățat și nu modifica starea locului accidentului decât pentru a salva victima sau pentru a evita alte accidente.',
    },
  ],
  questions: [
    {
      text: 'Cine face instruirea la locul de muncă?',
      answers: ['Orice coleg', 'Conducătorul locului de muncă', 'Medicul de medicina muncii', 'Nimeni'],
      correct: 1,
    },
    {
      text: 'Când începe lucrătorul să lucreze pe post?',
      answers: [
        'Imediat după angajare',
        'După ce a fost admis la lucru, la sfârșitul instruirii',
        'După prima lună',
        'Când dorește',
      ],
      correct: 1,
    },
    {
      text: 'Ce echipament porți tot timpul pe șantier?',
      answers: [
        'Numai mănuși',
        'Casca, bocancii cu bombeu și vesta reflectorizantă',
        'Nimic, dacă este cald',
        'Numai ochelari de soare',
      ],
      correct: 1,
    },
    {
      text: 'Cum lucrezi la înălțime?',
      answers: [
        'Fără ham, dacă ești atent',
        'Legat cu hamul de un punct de ancorare verificat',
        'Numai dimineața',
        'Sprijinit de un coleg',
      ],
      correct: 1,
    },
    {
      text: 'Când folosești o schelă?',
      answers: [
        'Oricând',
        'După ce conducătorul locului de muncă a verificat-o',
        'Numai dacă e nouă',
        'Numai noaptea',
      ],
      correct: 1,
    },
    {
      text: 'Unde nu ai voie să stai?',
      answers: ['În baracă', 'Sub sarcina ridicată de macara', 'La punctul de adunare', 'Lângă stingător'],
      correct: 1,
    },
    {
      text: 'Ce faci când vezi un defect la un utilaj?',
      answers: [
        'Îl repari singur',
        'Îl anunți imediat conducătorului locului de muncă',
        'Continui lucrul',
        'Îl spui a doua zi',
      ],
      correct: 1,
    },
    {
      text: 'Căile de circulație de pe șantier:',
      answers: [
        'Se folosesc pentru depozitarea materialelor',
        'Se păstrează libere',
        'Se închid la prânz',
        'Nu contează',
      ],
      correct: 1,
    },
    {
      text: 'Ce urmează după instruirea introductiv-generală?',
      answers: [
        'Instruirea la locul de muncă',
        'Concediul de odihnă',
        'Nimic',
        'Instruirea periodică, după un an',
      ],
      correct: 0,
    },
    {
      text: 'Cine verifică instruirea la locul de muncă și admite lucrătorul la lucru?',
      answers: [
        'Lucrătorul însuși',
        'Un coleg de echipă',
        'Reprezentantul angajatorului',
        'Un vizitator al șantierului',
      ],
      correct: 2,
    },
  ],
};

/**
 * The introductory course in English, for the demo's worker who trains in English (docs/product.md,
 * training in the worker's language): the same sections, and the quiz's questions and answers in
 * the Romanian bank's order.
 */
const introductorySsmInEnglish: DemoTranslation = {
  language: 'en',
  title: 'General introductory training in occupational safety and health',
  description:
    'The basics of occupational safety and health: the law, the duties of the employer and of the workers, common risks, personal protective equipment, safety signs and what to do after an accident.',
  blocks: [
    { heading: '1. Why this training' },
    {
      paragraph:
        'The general introductory training is given when you are hired, before you start work, and when you move to another unit. Its aim is that every worker knows the activities of the unit, the risks they may be exposed to and the prevention and protection measures the employer has set.',
    },
    {
      paragraph:
        'The training ends with a test. A worker who has not passed the test cannot start work: they study the material again and take the test again.',
    },
    { heading: '2. The law' },
    {
      bullets: [
        'the Occupational Safety and Health Law No 319/2006 and its implementing rules (Government Decision No 1425/2006);',
        'Government Decision No 1048/2006 on the use of personal protective equipment at work;',
        'Government Decision No 971/2006 on safety and health signs at work;',
        "the unit's own occupational safety and health instructions.",
      ],
    },
    { heading: "3. The employer's duties" },
    {
      bullets: [
        'assesses the risks to the safety and health of the workers;',
        'sets and applies the prevention and protection measures that follow from the assessment;',
        'trains every worker: when hired, when changing workplace, when new equipment comes in, and periodically;',
        'gives personal protective equipment and work clothing free of charge;',
        'organises medical checks when you are hired and periodically;',
        'reports, investigates and records accidents at work and dangerous incidents.',
      ],
    },
    { heading: "4. The worker's duties" },
    {
      bullets: [
        'use machines, tools, dangerous substances and transport equipment correctly;',
        'use the personal protective equipment you are given correctly, and put it back where it is kept;',
        'never switch off, change or remove safety devices;',
        'tell the employer at once about any situation you believe is a danger to safety and health;',
        'tell your supervisor at once about any accident that happened to you;',
        'cooperate with the employer so that the work environment and the working conditions are safe;',
        'learn and follow the occupational safety and health rules.',
      ],
    },
    { heading: '5. Common risks at work' },
    {
      bullets: [
        'slipping, tripping and falling on wet floors or on objects left on the way;',
        'falling from height: ladders, scaffolds, platforms or unprotected openings;',
        'being hit by moving, falling or flying objects;',
        'electric shock from live parts or equipment with damaged insulation;',
        'lifting heavy loads by hand, which can injure the spine;',
        'noise, vibration, dust or dangerous chemicals;',
        'physical and mental overload, including long work at a computer.',
      ],
    },
    { heading: '6. Personal protective equipment' },
    {
      paragraph:
        'Personal protective equipment (PPE) is given free of charge by the employer, for the risks of each job. Wear it all the time you are exposed to the risk, check it before use, never give it away, and report any defect at once. Examples: hard hat, safety shoes, gloves, goggles or face shield, ear protection, respirator, safety harness, high-visibility vest.',
    },
    { heading: '7. Safety signs' },
    {
      bullets: [
        'red: prohibition (for example "No smoking") and fire-fighting equipment;',
        'yellow: warning of a danger (for example "Danger: electricity");',
        'blue: obligation (for example "Hard hat must be worn");',
        'green: rescue and first aid, emergency routes and exits.',
      ],
    },
    { heading: '8. What to do after an accident' },
    {
      bullets: [
        'if you can do it safely, stop the source of danger (for example switch off the power);',
        'tell your supervisor at once;',
        'call 112 when the victim needs emergency medical help;',
        'give first aid only if you are trained and do not put yourself in danger;',
        'do not change the place of the accident except to save the victims or prevent other accidents: it is kept for the investigation.',
      ],
    },
  ],
  questions: [
    {
      text: 'Which law governs occupational safety and health in Romania?',
      answers: ['Law No 53/2003', 'Law No 319/2006', 'Law No 307/2006', 'Law No 10/1995'],
    },
    {
      text: 'When is the general introductory training given?',
      answers: [
        'When you are hired, before you start work',
        'Once a year, in January',
        'Only after an accident at work',
        'Only when the worker asks for it',
      ],
    },
    {
      text: 'Who pays for personal protective equipment?',
      answers: [
        'The worker, from the salary',
        'The worker and the employer, half each',
        'The employer, who gives it free of charge',
        'The territorial labour inspectorate',
      ],
    },
    {
      text: 'What do you do if you see a situation that is a danger to you or your colleagues?',
      answers: [
        'Keep working and report it at the end of the month',
        'Fix it yourself by removing the safety devices',
        'Wait and see if it gets worse',
        'Tell your supervisor or the employer at once',
      ],
    },
    {
      text: "May you switch off a machine's safety device to work faster?",
      answers: [
        'Yes, if the boss agrees verbally',
        'No, never',
        'Yes, in the last hour of the shift',
        'Yes, if nobody sees you',
      ],
    },
    {
      text: 'What does a blue safety sign mean?',
      answers: [
        'An obligation (for example wearing a hard hat)',
        'A prohibition',
        'A warning of a danger',
        'An escape route',
      ],
    },
    {
      text: 'What colour are the signs for emergency exits and first aid?',
      answers: ['Red', 'Yellow', 'Green', 'Blue'],
    },
    {
      text: 'What is the single emergency number in Romania?',
      answers: ['911', '118', '999', '112'],
    },
    {
      text: 'After an accident at work, the place where it happened:',
      answers: [
        'Is cleaned at once so that work can start again',
        'Is kept unchanged, except to save the victims and prevent other accidents',
        'Is changed as the colleagues decide',
        'Does not matter',
      ],
    },
    {
      text: 'Who must tell the employer about an accident at work?',
      answers: [
        'Nobody, if the accident seems minor',
        'Only the occupational health doctor',
        'The injured worker, at once, or the colleague who saw the accident',
        'Only the labour inspector',
      ],
    },
  ],
};

const periodicSsm: DemoCourse = {
  title: 'Instruire periodică SSM: prevenirea accidentelor în activitatea zilnică',
  description:
    'Reîmprospătarea regulilor de securitate: ordinea la locul de muncă, manipularea manuală a greutăților, lucrul cu echipamente electrice, lucrul la înălțime și raportarea incidentelor.',
  category: 'SSM',
  subcategory: 'periodica',
  duration: 60,
  blocks: [
    { heading: '1. De ce se repetă instruirea' },
    {
      paragraph:
        'Instruirea periodică se face de conducătorul locului de muncă, la intervalele stabilite prin instrucțiunile proprii ale unității, dar cel puțin o dată la 6 luni pentru muncitori și cel puțin o dată la 12 luni pentru personalul tehnico-administrativ. Ea reamintește riscurile și măsurile de prevenire, prezintă schimbările intervenite și cuprinde demonstrații practice.',
    },
    { heading: '2. Ordine și curățenie' },
    {
      bullets: [
        'căile de acces și de evacuare se păstrează permanent libere;',
        'materialele se depozitează stabil, pe rafturi sau paleți, fără a depăși înălțimea admisă;',
        'scurgerile de ulei, apă sau alte lichide se curăță imediat, iar zona se semnalizează până la uscare;',
        'cablurile și furtunurile nu traversează căile de circulație decât protejate;',
        'sculele se pun la locul lor după utilizare, nu rămân pe jos sau la margini de platforme.',
      ],
    },
    { heading: '3. Manipularea manuală a greutăților' },
    {
      paragraph:
        'Ridicarea, purtarea, împingerea sau tragerea greutăților pot produce afecțiuni ale coloanei vertebrale. Înainte de a ridica o sarcină, apreciază-i greutatea și drumul pe care îl ai de parcurs. Tehnica corectă:',
    },
    {
      bullets: [
        'apropie-te cât mai mult de sarcină, cu picioarele depărtate la lățimea umerilor;',
        'îndoaie genunchii și păstrează spatele drept;',
        'prinde sarcina ferm și ridic-o folosind mușchii picioarelor, ținând-o aproape de corp;',
        'nu răsuci trunchiul cu sarcina în mâini: întoarce-te din picioare;',
        'pentru sarcini grele sau voluminoase cere ajutorul unui coleg sau folosește mijloacele mecanice din dotare (transpalet, cărucior, macara).',
      ],
    },
    { heading: '4. Echipamente electrice' },
    {
      bullets: [
        'înainte de utilizare verifică vizual cablul, ștecherul și carcasa aparatului;',
        'nu folosi echipamente cu izolația deteriorată și nu le repara provizoriu cu bandă adezivă;',
        'intervențiile la instalațiile electrice se fac numai de electricieni autorizați;',
        'nu atinge echipamentele electrice cu mâinile ude și nu le folosi în apă;',
        'nu lega prelungitoare în cascadă și nu supraîncărca prizele;',
        'dacă un coleg este electrocutat, întâi întrerupi alimentarea cu energie electrică, abia apoi îl atingi și îi acorzi primul ajutor.',
      ],
    },
    { heading: '5. Lucrul la înălțime' },
    {
      paragraph:
        'Căderea de la înălțime este una dintre cauzele principale ale accidentelor grave. La lucrul la înălțime lucrează numai persoane declarate apte medical și instruite pentru această activitate.',
    },
    {
      bullets: [
        'schelele se montează, se verifică și se recepționează de personal instruit, înainte de a fi folosite;',
        'scara portabilă se sprijină pe o suprafață stabilă, depășește cu cel puțin 1 m nivelul de acces și nu se folosește de două persoane deodată;',
        'hamul de siguranță se ancorează într-un punct sigur, suficient de rezistent;',
        'golurile și marginile platformelor se protejează cu balustrade;',
        'lucrul la înălțime se oprește pe vânt puternic, ploaie torențială, polei sau vizibilitate redusă.',
      ],
    },
    { heading: '6. Raportarea incidentelor și a „aproape-accidentelor”' },
    {
      paragraph:
        'Un „aproape-accident” este un eveniment care nu a produs o vătămare, dar ar fi putut să o producă: un obiect căzut lângă un coleg, o alunecare fără urmări, un scurtcircuit. Raportarea lui la conducătorul locului de muncă permite înlăturarea cauzei înainte să se producă un accident.',
    },
    { heading: '7. Sănătatea la locul de muncă' },
    {
      paragraph:
        'Prezentarea la lucru sub influența alcoolului sau a altor substanțe care afectează atenția este interzisă. Ia pauzele prevăzute, hidratează-te, iar la lucrul la calculator așază monitorul la nivelul ochilor și fă pauze scurte la intervale regulate.',
    },
  ],
  questions: [
    {
      text: 'Cât de des trebuie făcută, cel puțin, instruirea periodică pentru muncitori?',
      answers: ['O dată la 5 ani', 'O dată la 6 luni', 'O dată la 2 ani', 'Numai la angajare'],
      correct: 1,
    },
    {
      text: 'Cine face, de regulă, instruirea periodică?',
      answers: [
        'Conducătorul locului de muncă',
        'Colegul cel mai nou din echipă',
        'Medicul de familie',
        'Oricare lucrător care se oferă',
      ],
      correct: 0,
    },
    {
      text: 'Cum ridici corect o cutie grea de pe jos?',
      answers: [
        'Cu picioarele drepte, aplecându-te din talie',
        'Răsucind trunchiul pentru a câștiga timp',
        'Cu brațele întinse, ținând cutia departe de corp',
        'Cu genunchii îndoiți și spatele drept, ținând cutia aproape de corp',
      ],
      correct: 3,
    },
    {
      text: 'Ce faci cu o prelungitoare electrică a cărei izolație este deteriorată?',
      answers: [
        'O izolezi cu bandă adezivă și continui lucrul',
        'O folosești doar până la sfârșitul zilei',
        'O scoți din uz și anunți conducătorul locului de muncă',
        'O dai unui coleg care are nevoie de ea',
      ],
      correct: 2,
    },
    {
      text: 'Un coleg este electrocutat și încă atinge aparatul. Ce faci mai întâi?',
      answers: [
        'Întrerupi alimentarea cu energie electrică',
        'Îl tragi imediat de mână',
        'Arunci apă peste el',
        'Pleci să cauți ajutor fără să faci nimic altceva',
      ],
      correct: 0,
    },
    {
      text: 'O scară portabilă rezemată trebuie:',
      answers: [
        'Sprijinită pe cutii, ca să ajungă mai sus',
        'Folosită de două persoane deodată, pentru siguranță',
        'Sprijinită stabil și să depășească nivelul de acces cu cel puțin 1 m',
        'Așezată cât mai înclinat',
      ],
      correct: 2,
    },
    {
      text: 'La lucrul la înălțime, hamul de siguranță:',
      answers: [
        'Se poartă, dar nu trebuie prins',
        'Se ancorează într-un punct sigur și rezistent',
        'Se folosește numai pe ploaie',
        'Nu este necesar dacă lucrarea durează puțin',
      ],
      correct: 1,
    },
    {
      text: 'Căile de evacuare trebuie:',
      answers: [
        'Folosite ca spațiu de depozitare temporară',
        'Încuiate în timpul programului',
        'Blocate cu paleți când se face inventarul',
        'Păstrate permanent libere',
      ],
      correct: 3,
    },
    {
      text: 'Ce este un „aproape-accident”?',
      answers: [
        'Un eveniment care ar fi putut produce o vătămare și care trebuie raportat',
        'Un accident care a necesitat spitalizare',
        'Un accident de circulație pe drumul spre serviciu',
        'O boală profesională',
      ],
      correct: 0,
    },
    {
      text: 'Prezentarea la lucru sub influența alcoolului:',
      answers: [
        'Este permisă în cantități mici',
        'Este permisă dacă nu lucrezi la înălțime',
        'Este interzisă',
        'Este permisă după-amiaza',
      ],
      correct: 2,
    },
  ],
};

const introductoryPsi: DemoCourse = {
  title: 'Apărarea împotriva incendiilor: instruire introductiv-generală PSI',
  description:
    'Cauzele incendiilor, triunghiul focului, clasele de incendiu, folosirea stingătoarelor și a hidranților, anunțarea la 112 și regulile de evacuare.',
  category: 'PSI-SU',
  subcategory: 'introductive',
  duration: 60,
  blocks: [
    { heading: '1. Cadrul legal' },
    {
      paragraph:
        'Legea nr. 307/2006 privind apărarea împotriva incendiilor și Ordinul ministrului administrației și internelor nr. 712/2005 privind instruirea salariaților în domeniul situațiilor de urgență stabilesc obligațiile angajatorilor și ale salariaților. Fiecare salariat are obligația să respecte regulile și măsurile de apărare împotriva incendiilor și să anunțe imediat orice început de incendiu.',
    },
    { heading: '2. Triunghiul focului' },
    {
      paragraph:
        'Pentru ca arderea să se producă sunt necesare, în același timp, trei elemente: un material combustibil, oxigenul din aer și o sursă de aprindere (căldură). Stingerea înseamnă înlăturarea a cel puțin unuia dintre ele: răcirea cu apă, izolarea de aer (înăbușirea cu spumă, pulbere sau o pătură), îndepărtarea materialului combustibil sau întreruperea chimică a arderii.',
    },
    { heading: '3. Cauze frecvente ale incendiilor' },
    {
      bullets: [
        'fumatul în locuri nepermise și aruncarea chiștoacelor aprinse;',
        'instalațiile electrice defecte sau supraîncărcate, prelungitoarele legate în cascadă;',
        'aparatele electrice de încălzire lăsate nesupravegheate sau prea aproape de materiale combustibile;',
        'lucrările cu foc deschis (sudură, tăiere, lipire) făcute fără permis de lucru cu foc;',
        'depozitarea lichidelor inflamabile lângă surse de căldură;',
        'jocul copiilor cu focul și flacăra deschisă lăsată nesupravegheată.',
      ],
    },
    { heading: '4. Clasele de incendiu' },
    {
      bullets: [
        'clasa A: materiale solide (lemn, hârtie, textile, mase plastice);',
        'clasa B: lichide sau solide care se lichefiază (benzină, motorină, uleiuri, solvenți, vopsele);',
        'clasa C: gaze (metan, propan, butan);',
        'clasa D: metale (magneziu, aluminiu sub formă de pulbere);',
        'clasa F: uleiuri și grăsimi de gătit.',
      ],
    },
    {
      paragraph:
        'Echipamentele electrice aflate sub tensiune se sting numai cu stingătoare cu dioxid de carbon (CO2) sau cu pulbere, niciodată cu apă sau spumă: apa conduce curentul electric.',
    },
    { heading: '5. Folosirea stingătorului' },
    {
      bullets: [
        'verifici că acul manometrului este în zona verde și că stingătorul are eticheta de verificare la zi;',
        'scoți siguranța (știftul) de la mâner;',
        'te apropii la 2–3 m de foc, în exterior cu vântul din spate, păstrând o cale de retragere;',
        'îndrepți jetul spre baza flăcărilor, nu spre vârful lor;',
        'apeși maneta și miști jetul dintr-o parte în alta până la stingerea completă;',
        'nu întorci spatele focului stins decât după ce te-ai asigurat că nu se reaprinde.',
      ],
    },
    {
      paragraph:
        'Hidranții interiori se folosesc de două persoane instruite: una ține țeava de refulare, cealaltă deschide robinetul. Nu se folosesc pentru echipamente electrice sub tensiune.',
    },
    { heading: '6. Dacă descoperi un incendiu' },
    {
      bullets: [
        'anunți imediat: strigi „Foc!”, acționezi butonul de alarmă și suni la 112, spunând adresa, ce arde și dacă sunt persoane în pericol;',
        'încerci stingerea cu mijloacele din dotare numai dacă focul este mic și nu te pui în pericol;',
        'întrerupi alimentarea cu energie electrică și cu gaze, dacă se poate face în siguranță;',
        'închizi ușile în urma ta, ca să încetinești răspândirea fumului;',
        'evacuezi clădirea pe căile marcate, fără să folosești liftul;',
        'prin fum te deplasezi aplecat, aproape de podea, acoperindu-ți nasul și gura;',
        'te prezinți la punctul de adunare și nu te întorci în clădire până nu primești permisiunea.',
      ],
    },
  ],
  questions: [
    {
      text: 'Ce lege reglementează apărarea împotriva incendiilor?',
      answers: ['Legea nr. 319/2006', 'Legea nr. 53/2003', 'Legea nr. 307/2006', 'Legea nr. 50/1991'],
      correct: 2,
    },
    {
      text: 'Care sunt cele trei elemente ale triunghiului focului?',
      answers: [
        'Combustibil, oxigen și sursă de aprindere',
        'Apă, aer și pământ',
        'Fum, flacără și cenușă',
        'Căldură, frig și umezeală',
      ],
      correct: 0,
    },
    {
      text: 'Cu ce stingi un echipament electric sub tensiune care a luat foc?',
      answers: [
        'Cu apă de la hidrant',
        'Cu un stingător cu apă',
        'Cu un stingător cu spumă',
        'Cu un stingător cu CO2 sau cu pulbere',
      ],
      correct: 3,
    },
    {
      text: 'Un incendiu de clasa B înseamnă arderea:',
      answers: [
        'Materialelor solide, ca lemnul sau hârtia',
        'Lichidelor, ca benzina, solvenții sau uleiurile',
        'Metalelor',
        'Gazelor',
      ],
      correct: 1,
    },
    {
      text: 'Spre ce îndrepți jetul stingătorului?',
      answers: ['Spre vârful flăcărilor', 'Spre fum', 'Spre baza flăcărilor', 'Spre tavan'],
      correct: 2,
    },
    {
      text: 'Ce număr formezi pentru a anunța un incendiu?',
      answers: ['112', '118', '911', '121'],
      correct: 0,
    },
    {
      text: 'Folosești liftul la evacuarea în caz de incendiu?',
      answers: [
        'Da, este mai rapid',
        'Da, dacă ești la un etaj înalt',
        'Da, dacă nu este fum în lift',
        'Nu, evacuarea se face pe scări, pe căile marcate',
      ],
      correct: 3,
    },
    {
      text: 'Cum te deplasezi printr-o încăpere plină de fum?',
      answers: [
        'În picioare, alergând spre ieșire',
        'Aplecat, aproape de podea, acoperindu-ți nasul și gura',
        'Cu ochii închiși, pe mijlocul încăperii',
        'Nu te miști deloc până se risipește fumul',
      ],
      correct: 1,
    },
    {
      text: 'Ce verifici la un stingător înainte de a-l folosi?',
      answers: [
        'Numai culoarea recipientului',
        'Greutatea lui, cu aproximație',
        'Că acul manometrului este în zona verde și siguranța este la locul ei',
        'Nimic, stingătoarele sunt mereu pregătite',
      ],
      correct: 2,
    },
    {
      text: 'După ce ai evacuat clădirea:',
      answers: [
        'Mergi la punctul de adunare și nu te întorci până nu primești permisiunea',
        'Te întorci după lucrurile personale',
        'Pleci acasă fără să anunți pe nimeni',
        'Aștepți în holul clădirii',
      ],
      correct: 0,
    },
  ],
};

async function createDemoCourse(owner: UserRecord, course: DemoCourse) {
  const content = await renderTextPdf({
    title: course.title,
    subtitle: course.description,
    author: 'Prevenția SSM Consult SRL',
    blocks: course.blocks,
  });
  const created = await createCourse({
    owner: principalAs(owner, 'owner'),
    fields: {
      title: course.title,
      description: course.description,
      category: course.category,
      subcategory: course.subcategory,
      duration: course.duration,
      min_study_minutes: standardMinStudyMinutes(course.duration),
      min_study_reason: null,
      file: { filename: 'curs.pdf', mimetype: 'application/pdf', content },
    },
    courseFiles: getCourseFiles(),
  });
  await saveQuiz({
    owner: principalAs(owner, 'owner'),
    courseId: created.id,
    fields: {
      questions: course.questions.map((question) => ({
        question_text: question.text,
        answers: question.answers,
        correct_index: question.correct,
      })),
    },
  });
  return created.id;
}

/**
 * Each question of the introductory course's English quiz with its right answer, by text: what the
 * browser test of the demo's English-speaking worker answers (the attempt shuffles the order).
 */
export const DEMO_ENGLISH_QUIZ_ANSWERS = introductorySsmInEnglish.questions.map((question, index) => ({
  question: question.text,
  answer: question.answers[introductorySsm.questions[index]?.correct ?? 0],
}));

/** Adds the course's version in another language: its PDF rendered as the Romanian one, and its quiz. */
async function addDemoTranslation(owner: UserRecord, courseId: string, translation: DemoTranslation) {
  const ownerPrincipal = principalAs(owner, 'owner');
  const courseFiles = getCourseFiles();
  const uploadId = newId();
  const content = await renderTextPdf({
    title: translation.title,
    subtitle: translation.description,
    author: 'Prevenția SSM Consult SRL',
    blocks: translation.blocks,
  });
  await courseFiles.write(objectKeys.courseUpload(ownerPrincipal.firmId, uploadId), {
    body: content,
    contentType: PDF_CONTENT_TYPE,
  });
  await saveCourseVersion({
    owner: ownerPrincipal,
    courseId,
    language: translation.language,
    fields: { title: translation.title, upload_id: uploadId },
    courseFiles,
    takeUpload: (key) => takeUpload(key, courseFiles),
  });
  await saveVersionQuiz({
    owner: ownerPrincipal,
    courseId,
    language: translation.language,
    fields: {
      questions: translation.questions.map((question) => ({
        question_text: question.text,
        answers: question.answers,
      })),
    },
  });
}

/**
 * Creates the demo courses and assigns them: the introductory SSM course, in Romanian and
 * English, to every user of each
 * company, the periodic one to the first company, the PSI course to the second company and,
 * directly, to the demo employee of the first. The workplace course is not assigned: its demo
 * record is seeded as already signed.
 */
export async function seedDemoCourses(options: {
  owner: UserRecord;
  companies: CompanyRecord[];
  employee: UserRecord;
}): Promise<void> {
  const { owner, companies, employee } = options;
  const [first, second] = companies;
  if (!first || !second) throw new Error('The demo courses need two demo companies');
  const introductoryId = await createDemoCourse(owner, introductorySsm);
  await addDemoTranslation(owner, introductoryId, introductorySsmInEnglish);
  const periodicId = await createDemoCourse(owner, periodicSsm);
  await createDemoCourse(owner, workplaceSsm);
  const psiId = await createDemoCourse(owner, introductoryPsi);
  const assign = (courseId: string, companyId: string, userId: string | null = null) =>
    assignCourse({ owner: principalAs(owner, 'owner'), courseId, companyId, userId });
  for (const company of companies) await assign(introductoryId, company.id);
  await assign(periodicId, first.id);
  await assign(psiId, second.id);
  await assign(psiId, first.id, employee.id);
}
