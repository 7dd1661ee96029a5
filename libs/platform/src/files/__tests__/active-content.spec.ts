import { deflateSync } from 'node:zlib';
import { hasActiveContent } from '../active-content';

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const minimalPdf = (body = '') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${body}>> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

describe('hasActiveContent (polyglot uploads)', () => {
  it('accepts a plain PDF and plain image bytes', () => {
    expect(hasActiveContent(minimalPdf())).toBe(false);
    expect(hasActiveContent(Buffer.concat([PNG_HEADER, deflateSync(Buffer.alloc(100_000, 7))]))).toBe(false);
  });

  it('refuses a PDF that is also an HTML page, before or after its end', () => {
    expect(hasActiveContent(Buffer.concat([minimalPdf(), Buffer.from('<html><body><script>fetch("/api/v1/users/me")</script></body></html>')]))).toBe(true);
    expect(hasActiveContent(Buffer.from('%PDF-1.4\n<!DOCTYPE html><p>hi</p>\n%%EOF'))).toBe(true);
    expect(hasActiveContent(Buffer.concat([PNG_HEADER, Buffer.from('<SVG onload=alert(1)>')]))).toBe(true);
    expect(hasActiveContent(Buffer.concat([PNG_HEADER, Buffer.from('<  ScRiPt >')]))).toBe(true);
  });

  it('refuses PDF actions: JavaScript, launching programs, embedded files, XFA', () => {
    for (const action of ['/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', '/AA << /O << /S /Launch /F (cmd.exe) >> >>', '/Names << /EmbeddedFiles 3 0 R >>', '/AcroForm << /XFA 4 0 R >>'])
      expect({ action, refused: hasActiveContent(minimalPdf(action)) }).toEqual({ action, refused: true });
    expect(hasActiveContent(minimalPdf('/JSONish (not an action)'))).toBe(false);
  });
});
