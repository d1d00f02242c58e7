/**
 * Every key of the single table is built here and nowhere else (docs/data-model.md lists them
 * with their access patterns).
 */
export type ItemKey = { PK: string; SK: string };

const META = 'META';

/** Usernames are unique regardless of case and surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const keys = {
  user: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: META }),
  usernameMarker: (username: string): ItemKey => ({
    PK: `USERNAME#${normalizeUsername(username)}`,
    SK: META,
  }),
  progress: (userId: string, progressId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `PROGRESS#${progressId}`,
  }),
  loginThrottle: (username: string): ItemKey => ({
    PK: `THROTTLE#LOGIN#${normalizeUsername(username)}`,
    SK: META,
  }),
  passwordResetToken: (tokenHash: string): ItemKey => ({ PK: `RESET#${tokenHash}`, SK: META }),
  passwordResetLimit: (email: string): ItemKey => ({
    PK: `THROTTLE#RESET#${normalizeEmail(email)}`,
    SK: META,
  }),
  firm: (firmId: string): ItemKey => ({ PK: `FIRM#${firmId}`, SK: META }),
  company: (companyId: string): ItemKey => ({ PK: `COMPANY#${companyId}`, SK: META }),
} as const;

/** Sort-key prefixes for Queries within a partition. */
export const prefixes = {
  progress: 'PROGRESS#',
} as const;

/** Global secondary index keys (GSI1: parent listings; GSI2: look-ups by an attribute). */
export const indexKeys = {
  usersByEmail: (email: string) => ({ GSI2PK: `EMAIL#${normalizeEmail(email)}` }),
  superowners: () => ({ GSI1PK: 'SUPEROWNERS' }),
} as const;
