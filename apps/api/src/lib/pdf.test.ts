import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageText } from '../test/pdf-text.ts';
import { buildPdf, pdfDay, pdfNaira, pdfText } from './pdf.ts';

describe('the PDF helper', () => {
  it('writes what the built-in fonts can draw: the naira sign as NGN, letters with the marks it has, else ?', () => {
    expect(pdfText('₦5,000 for Ngozi 😀 — “thanks”')).toBe('NGN 5,000 for Ngozi ? — “thanks”');
    expect(pdfText('Adébáyọ̀\tÖzil\nline')).toBe('Adébáyò Özil line');
    expect(pdfText('Ṣadé Ọlọ́run Ẹ̀kọ́')).toBe('Sadé Olórun Èkó');
    expect(pdfNaira(188_200_050)).toBe('NGN 1,882,000.50');
    expect(pdfDay('2026-12-10')).toBe('10 December 2026');
  });

  it('makes a document of any text a person can type: long names, long links, characters it cannot draw', async () => {
    const long = 'W'.repeat(120);
    const bytes = Buffer.from(
      await buildPdf({ title: 'Test ₦', subject: 'Test', createdAt: new Date('2026-11-26T09:00:00Z') }, (w) => {
        w.text(`A link: https://imole.example/${'x'.repeat(150)}`);
        w.row('Prepared for', `${long} 😀`);
        w.row('Total', pdfNaira(100));
        w.blank('Signature', 'Date');
        w.table(['A', 'B'], [['1', '2']]);
      }),
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Test NGN ');
    for (const page of doc.getPages()) expect(page.getWidth()).toBeCloseTo(595.28);
    const text = pdfPageText(bytes);
    // The long name is written whole (in pieces that fit the line), nothing dropped.
    expect(text.replace(/\n/g, '')).toContain(`${long} ?`);
    expect(text).toContain('NGN 1.00');
  });

  it('is read back whole whatever bytes its compressed pages end with (a carriage return included)', async () => {
    let endingInReturn = 0;
    for (let i = 0; i < 600 && endingInReturn < 2; i++) {
      const bytes = Buffer.from(
        await buildPdf({ title: 'T', subject: 'S', createdAt: new Date('2026-11-26T09:00:00Z') }, (w) =>
          w.text(`Customer number ${i}`),
        ),
      );
      const raw = bytes.toString('latin1');
      const head = /\/Filter \/FlateDecode\n\/Length (\d+)\n>>\nstream\n/.exec(raw)!;
      if (bytes[head.index + head[0].length + Number(head[1]) - 1] === 0x0d) endingInReturn++;
      expect(pdfPageText(bytes)).toBe(`Customer number ${i}`);
    }
    expect(endingInReturn).toBe(2);
  });
});
