import {
  type CourseCategory,
  type CourseSubcategory,
  countOf,
  formatRomanianDate,
  formatRomanianDateTime,
  LANGUAGE_NAMES,
  RECORD_LANGUAGE,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { InstructionVersion } from '../../learning/data/quiz-results';
import type { StudySnapshot } from '../../learning/data/study-evidence';

/*
 * The words a training record is printed with, on its PDF (record-pdf.ts) and in a company
 * archive's index (archive-layout.ts).
 */

/** An instant as Romanians read it, with the time zone named (a record is read anywhere). */
export function formatRecordDateTime(iso: string): string {
  return `${formatRomanianDateTime(iso)} (ora României)`;
}

/** A calendar date (YYYY-MM-DD) as DD.MM.YYYY; a missing one says so. */
export function formatRecordDate(isoDate: string | null): string {
  return isoDate ? formatRomanianDate(isoDate) : texts.common.notSpecifiedFeminine;
}

/** "1 minut", "2 minute", "20 de minute", through the one plural helper of every text. */
export function formatMinutes(minutes: number): string {
  return countOf(minutes, 'minut', 'minute');
}

const CATEGORY_WORDS: Record<CourseCategory, string> = {
  SSM: 'Securitate și sănătate în muncă (SSM)',
  'PSI-SU': 'Apărarea împotriva incendiilor și situații de urgență (PSI-SU)',
};

/** The types of training as the SSM norms (HG 1425/2006) and OMAI 712/2005 name them. */
const TRAINING_TYPE_WORDS: Record<CourseCategory, Record<CourseSubcategory, string>> = {
  SSM: {
    introductive: 'Instruire introductiv-generală',
    loc_munca: 'Instruire la locul de muncă',
    periodica: 'Instruire periodică',
    suplimentara: 'Instruire suplimentară',
  },
  'PSI-SU': {
    introductive: 'Instruire introductiv-generală',
    loc_munca: 'Instruire specifică locului de muncă',
    periodica: 'Instruire periodică',
    suplimentara: 'Instruire suplimentară',
  },
};

export function describeTrainingType(category: CourseCategory, subcategory: CourseSubcategory): string {
  return TRAINING_TYPE_WORDS[category][subcategory];
}

export function describeCategory(category: CourseCategory): string {
  return CATEGORY_WORDS[category];
}

/**
 * The evidence of study a record prints (docs/signatures.md): when the material was opened, the
 * study time the server credited and the pages the viewer showed, then the minimum the course
 * asked and, when the firm lowered it below the standard share, the firm's reason.
 */
export function describeStudy(study: StudySnapshot): string {
  const evidence = describeStudyEvidence(study);
  if (study.minimum_minutes === undefined) return evidence;
  const minimum =
    study.minimum_minutes === 0
      ? 'fără timp minim de studiu cerut'
      : `timp minim de studiu cerut ${texts.study.duration(study.minimum_minutes * 60)}`;
  const reason = study.minimum_reason ? ` (redus de firmă: ${study.minimum_reason})` : '';
  return `${evidence}; ${minimum}${reason}`;
}

function describeStudyEvidence(study: StudySnapshot): string {
  if (study.opened_at === null) return 'materialul nu a fost deschis pe platformă';
  const pages =
    study.page_count === null
      ? 'nicio pagină raportată'
      : `pagini parcurse ${study.pages_seen} din ${study.page_count}`;
  return `material deschis la ${formatRecordDateTime(study.opened_at)}, timp de studiu ${texts.study.duration(study.studied_seconds)}, ${pages}`;
}

/** The language of instruction as the record and the fișă print it: "Limba instruirii: engleză". */
export function describeInstructionLanguage(instruction: InstructionVersion): string {
  return `Limba instruirii: ${LANGUAGE_NAMES[instruction.language]}`;
}

/**
 * Whether the consent page showed a translation beside the Romanian text the record holds
 * (docs/signatures.md, the language of instruction).
 */
export function describeConsentLanguage(instruction: InstructionVersion): string {
  return instruction.consent_language === RECORD_LANGUAGE
    ? 'afișat în română'
    : `afișat în ${LANGUAGE_NAMES[instruction.consent_language]} și în română (textul în română este cel semnat)`;
}
