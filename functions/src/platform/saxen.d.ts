/** The part of saxen's parser (it ships no types) that the ODS reader uses. */
declare module 'saxen' {
  type Decode = (text: string) => string;
  export class Parser {
    ns(namespaces?: Record<string, string>): void;
    on(
      event: 'openTag',
      handler: (
        name: string,
        attributes: () => Record<string, string>,
        decode: Decode,
        selfClosing: boolean,
      ) => void,
    ): void;
    on(event: 'closeTag', handler: (name: string, decode: Decode, selfClosing: boolean) => void): void;
    on(event: 'text', handler: (text: string, decode: Decode) => void): void;
    parse(xml: string): void;
  }
}
