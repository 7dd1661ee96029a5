import { buildUrl, type QueryValue } from './http-client';
import { getToken } from './session';

/**
 * A file from the API (a statement, a signed agreement): fetched with the bearer token (a plain link
 * would not carry it), then saved from a blob under the server's file name when it gives one. A
 * refusal throws an error with the server's message and status.
 */
export async function downloadFile(path: string, query: Record<string, QueryValue>, fallbackName: string): Promise<void> {
  const response = await fetch(buildUrl(path, query), { headers: { authorization: `Bearer ${getToken() ?? ''}` }, credentials: 'same-origin' });
  if (!response.ok) {
    let message = '';
    try {
      message = ((await response.json()) as { message?: string }).message ?? '';
    } catch {
      /* not JSON: the generic message is shown */
    }
    throw Object.assign(new Error(message), { status: response.status });
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  saveBlob(blob, named ? decodeURIComponent(named) : fallbackName);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
