import type { FileFacts } from '../features/wizard/rules';

/** Reads a picked image's pixel size in the browser; rejects when it is not a decodable image. */
export async function readImageFacts(file: File): Promise<FileFacts> {
  const base = { type: file.type, size: file.size };
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const facts = { ...base, width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return facts;
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { ...base, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The service takes files as data URLs in JSON (API.md "Files"). */
export { readAsDataUrl } from '@cf/ui';
