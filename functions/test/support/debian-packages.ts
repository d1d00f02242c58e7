import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * CI machines start without the Debian programs some tests drive (Chromium, qpdf): the test setup
 * installs the missing one with apt-get, as root, once per run.
 */
export function installDebianPackageWhenMissing(executable: string, debianPackage: string): void {
  if (existsSync(executable)) return;
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], options);
}
