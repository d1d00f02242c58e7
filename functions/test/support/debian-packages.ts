import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's own programs that check what the platform produces without any of its code: poppler's
 * pdfsig, pdftotext, pdffonts and pdfinfo (signatures, text, fonts, metadata), qpdf (structure,
 * and "secured" PDFs for the upload tests), OpenSSL (CMS and RFC 3161 tokens) and LittleCMS's
 * transicc (colour profiles).
 */
export const PDF_TOOL_PACKAGES: Record<string, string> = {
  '/usr/bin/pdfsig': 'poppler-utils',
  '/usr/bin/pdftotext': 'poppler-utils',
  '/usr/bin/pdffonts': 'poppler-utils',
  '/usr/bin/pdfinfo': 'poppler-utils',
  '/usr/bin/qpdf': 'qpdf',
  '/usr/bin/openssl': 'openssl',
  '/usr/bin/transicc': 'liblcms2-utils',
};

/**
 * LibreOffice's spreadsheet, run headless: it opens the CSV files the platform writes as a person
 * would, so a test sees which cells it takes for formulas (`spreadsheet.ts`).
 */
export const SPREADSHEET_PACKAGES: Record<string, string> = {
  '/usr/bin/soffice': 'libreoffice-calc-nogui',
};

/**
 * CI machines start without the Debian programs some tests drive (Chromium, the PDF tools): a
 * global setup installs the missing ones with apt-get, as root, once per run, before any test
 * file runs (two files calling apt-get at once would fight over its lock).
 */
export function installDebianPackagesWhenMissing(packagesByExecutable: Record<string, string>): void {
  const missing = Object.entries(packagesByExecutable)
    .filter(([executable]) => !existsSync(executable))
    .map(([, debianPackage]) => debianPackage);
  if (missing.length === 0) return;
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...new Set(missing)], options);
}
