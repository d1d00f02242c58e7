import { readFile } from 'node:fs/promises';
import { runTool, withFiles } from './pdf-tools';

/*
 * Opens a CSV in LibreOffice Calc (headless, `debian-packages.ts`) as a person would open it with
 * one field separator, and answers the cells it took for formulas. The import trims spaces around
 * fields (the option most willing to find a formula) and evaluates formulas, as it does by default.
 */

export const SEPARATORS = { semicolon: ';', comma: ',', tab: '\t' } as const;

/** LibreOffice's CSV filter options: separator, `"` quotes, UTF-8, from line 1, trim spaces. */
function csvFilter(separator: string): string {
  return `CSV:${separator.charCodeAt(0)},34,76,1,,1033,false,true,false,false,true`;
}

/** The formulas LibreOffice finds in `csv` split on `separator` (`of:=...`, as it stores them). */
export async function formulaCellsOf(csv: string, separator: string): Promise<string[]> {
  return withFiles({ 'opened.csv': csv }, async (paths, directory) => {
    const result = await runTool('soffice', [
      `-env:UserInstallation=file://${directory}/profile`,
      '--headless',
      `--infilter=${csvFilter(separator)}`,
      '--convert-to',
      'fods',
      '--outdir',
      directory,
      paths['opened.csv'] as string,
    ]);
    const opened = await readFile(`${directory}/opened.fods`, 'utf8').catch(() => {
      throw new Error(`LibreOffice did not open the CSV: ${result.output}`);
    });
    return [...opened.matchAll(/table:formula="([^"]*)"/g)].map((match) => match[1] as string);
  });
}
