/*
 * Dates as the screens show them: the one Romanian formatting of shared/src/dates.ts, which the
 * signed record and the archive index use too.
 */
export { formatRomanianDate as formatDate, formatRomanianDateTime as formatDateTime } from '@ssm/shared';
