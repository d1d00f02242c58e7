/** Business constants (docs/product.md, constants). */
export const PASS_MARK_PERCENT = 100;
export const QUIZ_QUESTION_COUNT = 10;
export const QUIZ_ANSWER_COUNT = 4;
/**
 * Quiz attempts (docs/api.md, quiz attempts): an attempt hands out QUIZ_QUESTION_COUNT questions
 * drawn from a bank of at most QUIZ_BANK_MAX_QUESTIONS; a trainee gets QUIZ_ATTEMPTS_PER_ROUND
 * attempts, then waits QUIZ_COOLDOWN_MINUTES (an owner may lift the wait). An attempt not
 * submitted within QUIZ_ATTEMPT_MINUTES expires and counts as used.
 */
export const QUIZ_BANK_MAX_QUESTIONS = 30;
export const QUIZ_ATTEMPTS_PER_ROUND = 3;
export const QUIZ_COOLDOWN_MINUTES = 60;
export const QUIZ_ATTEMPT_MINUTES = 60;
export const COURSE_CATEGORIES = ['SSM', 'PSI-SU'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const COURSE_SUBCATEGORIES = ['introductive', 'loc_munca', 'periodica', 'suplimentara'] as const;
export type CourseSubcategory = (typeof COURSE_SUBCATEGORIES)[number];
/** The phases a company names a course for: the new hires' two, and the periodic one it re-enrols. */
export const NAMED_COURSE_PHASES = [
  'introductive',
  'loc_munca',
  'periodica',
] as const satisfies readonly CourseSubcategory[];
export type NamedCoursePhase = (typeof NAMED_COURSE_PHASES)[number];
/** The phases whose named course every new hire gets at creation or import. */
export const NEW_HIRE_COURSE_PHASES = [
  'introductive',
  'loc_munca',
] as const satisfies readonly NamedCoursePhase[];
export type NewHireCoursePhase = (typeof NEW_HIRE_COURSE_PHASES)[number];

export const REENROLMENT_LEAD_DAYS_RANGE = { min: 1, max: 180 } as const;
export const DEFAULT_REENROLMENT_LEAD_DAYS = 30;
/** A company's training settings: days of warning before a due date, a shorter periodic interval. */
export const WARNING_DAYS_RANGE = { min: 1, max: 180 } as const;
export const SHORTER_INTERVAL_RANGE = { min: 1, max: 11 } as const;
export const DEFAULT_COURSE_DURATION_MINUTES = 120;
/**
 * The shortest training the law recognises: one hour per phase (docs/domain.md, Training duration),
 * for SSM and, by the product's cautious reading, for PSI-SU.
 */
export const MIN_COURSE_DURATION_MINUTES = 60;
/**
 * The minimum study time a course asks by default, as a share of its duration (docs/domain.md,
 * Training duration); a firm may ask less only with a reason the record prints.
 */
export const STANDARD_MIN_STUDY_SHARE = 0.5;
/** Upper bound of a course's duration (a working week), so a typo cannot store years. */
export const MAX_COURSE_DURATION_MINUTES = 2400;
/**
 * Evidence of study (docs/api.md, evidence of study): the viewer reports every
 * STUDY_REPORT_INTERVAL_SECONDS while the page is visible; the server credits each report at most
 * the server time since the previous one, never more than STUDY_REPORT_MAX_CREDIT_SECONDS, and
 * answers 429 to a report sooner than STUDY_REPORT_MIN_INTERVAL_SECONDS after the last.
 */
export const STUDY_REPORT_INTERVAL_SECONDS = 30;
export const STUDY_REPORT_MAX_CREDIT_SECONDS = 60;
export const STUDY_REPORT_MIN_INTERVAL_SECONDS = 10;
/** The most pages a course PDF's study report may name (a bound, not a limit on real courses). */
export const STUDY_MAX_PAGE_COUNT = 5000;
export const PROFILE_HISTORY_LIMIT = 28;
export const QUIZ_FAIL_REDIRECT_MS = 4000;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
export const DEFAULT_REDIRECT_AFTER_SIGNING = '/profile';
export const TOKEN_STORAGE_KEY = 'token';

/** Session and account rules (docs/product.md, session and route guard). */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const LOGIN_MAX_FAILURES = 5;
/** Failed logins from one client address, across usernames; an office shares its address. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
export const LOGIN_LOCKOUT_SECONDS = 15 * 60;
export const PASSWORD_RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * Requests one client address may send to a group of public routes in a window, past which they
 * answer 429 (docs/security.md, rate limits). Generous: a site's workers often share one address.
 */
export const PUBLIC_RATE_LIMITS = {
  'sign-in': { maxPerWindow: 300, windowSeconds: 5 * 60 },
  'password-reset': { maxPerWindow: 30, windowSeconds: 5 * 60 },
  verification: { maxPerWindow: 300, windowSeconds: 5 * 60 },
  // An uploaded PDF of up to 5 MB is parsed and hashed: a tenth of the hash lookups' allowance.
  'pdf-verification': { maxPerWindow: 30, windowSeconds: 5 * 60 },
  // A worker switching their reminders off or on from an e-mail's link: a few clicks, never hundreds.
  'reminder-link': { maxPerWindow: 60, windowSeconds: 5 * 60 },
} as const satisfies Record<string, { maxPerWindow: number; windowSeconds: number }>;
export type PublicRouteGroup = keyof typeof PUBLIC_RATE_LIMITS;

/** Periodic training (docs/domain.md, periodic intervals). */
export const DEFAULT_TRAINING_FREQUENCY_MONTHS = 6;
export const MIN_TRAINING_FREQUENCY_MONTHS = 1;
export const MAX_TRAINING_FREQUENCY_MONTHS = 12;

/** Size caps on request bodies (bytes); a larger body answers 413. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Course PDFs (docs/product.md, add course). The browser uploads up to 50 MB straight to S3 through a presigned
 * URL. The spec's multipart form passes through API Gateway to Lambda, whose 6 MB invocation limit
 * applies to the base64-encoded body, so that path takes files of at most 4 MB.
 */
export const PDF_CONTENT_TYPE = 'application/pdf';
export const COURSE_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const COURSE_FORM_FILE_MAX_BYTES = 4 * 1024 * 1024;
/** Lifetime of a presigned upload URL and of a presigned course-file link. */
export const COURSE_UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const COURSE_FILE_URL_TTL_SECONDS = 15 * 60;

/**
 * How a company keeps its workers' PSI-SU fișe individuale (docs/domain.md, PSI/SU): on `paper`,
 * printed for ink signatures with the signed scan uploaded (the default), or `electronic`, sealed
 * by the platform, which the owner opts into after accepting the legal risk.
 */
export const PSI_SHEET_MODES = ['paper', 'electronic'] as const;
export type PsiSheetMode = (typeof PSI_SHEET_MODES)[number];
export const DEFAULT_PSI_SHEET_MODE: PsiSheetMode = 'paper';

/** A scanned, hand-signed PSI-SU fișă: a PDF or a photo of it, uploaded through a presigned PUT. */
export const SHEET_SCAN_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type SheetScanContentType = (typeof SHEET_SCAN_CONTENT_TYPES)[number];
export const SHEET_SCAN_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Bulk import of users: rows per file and file size. The page sends the file once per batch of
 * IMPORT_BATCH_ROWS new rows, each batch one API call well within API Gateway's 29 seconds
 * (docs/benchmarks.md, user import), and shows the progress between them.
 */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;
export const IMPORT_BATCH_ROWS = 100;
/**
 * The largest request /verificare sends with a PDF to check: a record is about 100 kB, a fișă with
 * many trainings a few hundred. 4 MB, as the course form: the base64-encoded body must fit Lambda's
 * 6 MB invocation on AWS, or it would fail before the handler could answer in Romanian.
 */
export const MAX_VERIFIED_PDF_BYTES = 4 * 1024 * 1024;

/**
 * The longest text each field takes, in characters after trimming: the contract refuses more
 * and the forms count towards the same number, so a limit is changed here and nowhere else.
 */
export const TEXT_LIMITS = {
  /** A firm's or a company's name, and any text without a tighter bound. */
  name: 200,
  username: 150,
  personName: 100,
  phone: 30,
  email: 254,
  address: 300,
  /** Job title, birth place, workplace, qualification. */
  personDetail: 150,
  companyRegistrationNumber: 30,
  firmCui: 20,
  firmTradeRegisterNumber: 30,
  courseTitle: 200,
  courseDescription: 5000,
  minStudyReason: 500,
  quizQuestion: 1000,
  quizAnswer: 500,
  password: PASSWORD_MAX_LENGTH,
} as const;

/**
 * Workers whose fișe one print job gathers: a ZIP of at most this many workers (two fișe each)
 * is built well within the job's 15 minutes (docs/benchmarks.md, archives).
 */
export const FIRM_WORKERS_PRINT_LIMIT = 500;
