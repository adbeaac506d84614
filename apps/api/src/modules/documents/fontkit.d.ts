// The one fontkit call the documents module makes (fontkit ships no types). pdfkit takes the parsed font as is.
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
