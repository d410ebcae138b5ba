import { inflateSync } from 'node:zlib';

/** WinAnsi's bytes 0x91-0x97 (quotes, bullet, dashes); the rest of what the documents use is Latin-1. */
const WIN_ANSI_91 = '‘’“”•–—';
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x91 && b <= 0x97 ? WIN_ANSI_91[b - 0x91] : String.fromCharCode(b))).join('');

/**
 * The text drawn on a PDF's pages as lib/pdf.ts writes it: every content stream inflated, each shown hex string
 * decoded, one per line. Enough to check what a person reads without a PDF reader.
 */
export function pdfPageText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(winAnsi(Buffer.from(hex[1]!, 'hex')));
  }
  return texts.join('\n');
}
