import { installDebianPackagesWhenMissing, PDF_TOOL_PACKAGES } from './debian-packages';

/** The unit project's global setup: the PDF tools its files check records and seals with. */
export default function setup(): void {
  installDebianPackagesWhenMissing(PDF_TOOL_PACKAGES);
}
