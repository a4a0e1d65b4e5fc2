// Types of the CSV writer react-admin ships (ra-core depends on it; it has no types of its own).
declare module 'jsonexport/dist/index.js' {
  interface JsonExportOptions {
    /** Column keys in output order. */
    headers?: string[];
    includeHeaders?: boolean;
    rowDelimiter?: string;
    textDelimiter?: string;
    endOfLine?: string;
    undefinedString?: string;
    forceTextDelimiter?: boolean;
  }
  export default function jsonexport(json: object[] | object, options?: JsonExportOptions): Promise<string>;
}
