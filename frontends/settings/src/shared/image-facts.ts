import type { ImageFacts } from '@cf/api-client';

/** Reads a picked file's pixel size (decoding it in the browser); rejects when it is not an image. */
export async function readImageFacts(file: File): Promise<ImageFacts> {
  const base = { name: file.name, type: file.type, size: file.size };
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
