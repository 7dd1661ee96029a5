import { makeGif, makeJpeg, makePng } from '@cf/testing';
import { probeImage, sniffImageKind } from '../image-probe';

describe('image header reader (A9.4, A9.5)', () => {
  it('reads PNG dimensions from IHDR', () => {
    expect(probeImage(makePng(300, 200))).toEqual({ kind: 'png', contentType: 'image/png', extension: 'png', width: 300, height: 200 });
  });

  it('reads JPEG dimensions from the first SOF marker, skipping other segments', () => {
    expect(probeImage(makeJpeg(1400, 450))).toEqual({ kind: 'jpeg', contentType: 'image/jpeg', extension: 'jpg', width: 1400, height: 450 });
    // a progressive frame (SOF2) after a fill byte
    const progressive = makeJpeg(640, 480);
    progressive[21] = 0xc2;
    const withFill = Buffer.concat([progressive.subarray(0, 20), Buffer.from([0xff]), progressive.subarray(20)]);
    expect(probeImage(withFill)).toMatchObject({ kind: 'jpeg', width: 640, height: 480 });
  });

  it('reads GIF dimensions from the logical screen descriptor (campaign logos, C5.3)', () => {
    expect(probeImage(makeGif(400, 300))).toEqual({ kind: 'gif', contentType: 'image/gif', extension: 'gif', width: 400, height: 300 });
    expect(sniffImageKind(makeGif(400, 300))).toBe('gif');
  });

  it('refuses other formats, text and empty input', () => {
    expect(probeImage(Buffer.from('BM this is a bitmap header, not accepted'))).toBeNull();
    expect(probeImage(Buffer.from('hello, this is not an image at all'))).toBeNull();
    expect(probeImage(Buffer.alloc(0))).toBeNull();
  });

  it('refuses truncated and corrupt files without throwing', () => {
    const png = makePng(256, 256);
    for (const length of [8, 20, 30, png.length - 1]) expect(probeImage(png.subarray(0, length))).toBeNull();
    const badIhdr = Buffer.from(png);
    badIhdr.write('IHDX', 12, 'latin1');
    expect(probeImage(badIhdr)).toBeNull();
    const jpeg = makeJpeg(500, 500);
    for (let length = 3; length < jpeg.length; length++) expect(probeImage(jpeg.subarray(0, length))).toBeNull();
    const badLength = Buffer.from(jpeg);
    badLength.writeUInt16BE(0xffff, 4); // APP0 longer than the file
    expect(probeImage(badLength)).toBeNull();
    const zeroSize = makeJpeg(0, 100);
    expect(probeImage(zeroSize)).toBeNull();
  });
});
