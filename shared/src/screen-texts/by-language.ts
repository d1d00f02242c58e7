import { en } from './en';
import type { ScreenTextsLanguage } from './index';
import { ro, type ScreenTexts } from './ro';

/**
 * The trainee's screens in every language they are written in. The web app does not read this
 * object: its first load carries Romanian's (`ROMANIAN_SCREEN_TEXTS`) and it loads another
 * language's module (`@ssm/shared/screen-texts/en`) for the worker who reads it (docs/web.md, Pages).
 */
export const SCREEN_TEXTS: Record<ScreenTextsLanguage, ScreenTexts> = { ro, en };
