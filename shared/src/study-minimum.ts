import { STANDARD_MIN_STUDY_SHARE } from './constants';

/**
 * The minimum study time of a course of `durationMinutes` unless the firm gives a reason to ask
 * less (docs/domain.md, Training duration), in whole minutes.
 */
export function standardMinStudyMinutes(durationMinutes: number): number {
  return Math.ceil(durationMinutes * STANDARD_MIN_STUDY_SHARE);
}

/**
 * Whether study evidence falls short of the standard minimum of the training's duration: the
 * counter-signers see such a record flagged (docs/signatures.md, the study shortfall flag).
 */
export function isStudyShort(options: { studiedSeconds: number; durationMinutes: number }): boolean {
  return options.studiedSeconds < standardMinStudyMinutes(options.durationMinutes) * 60;
}
