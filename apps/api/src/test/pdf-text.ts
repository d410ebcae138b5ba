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
  // Each stream's bytes are taken by its dictionary's /Length, never by searching for "endstream": deflated bytes
  // may hold anything, a carriage return before the end included.
  const start = /<<((?:[^<>]|<[^<]|>[^>])*)>>\s*stream\r?\n/g;
  for (let match = start.exec(raw); match; match = start.exec(raw)) {
    const length = /\/Length (\d+)/.exec(match[1]!);
    if (!length) continue;
    const from = match.index + match[0].length;
    const data = bytes.subarray(from, from + Number(length[1]));
    start.lastIndex = from + data.length;
    let body: string;
    try {
      body = inflateSync(data).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(winAnsi(Buffer.from(hex[1]!, 'hex')));
  }
  return texts.join('\n');
}
