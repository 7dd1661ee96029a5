import { ApiError } from './api-error';
import { buildUrl, type QueryValue } from './http-client';
import { getToken } from './session';

/**
 * A file from the API (a statement, a signed agreement): fetched with the bearer token (a plain link
 * would not carry it), then saved from a blob under the server's file name when it gives one. A
 * refusal throws an error with the server's message and status.
 */
export async function downloadFile(path: string, query: Record<string, QueryValue>, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchFile(path, query);
  saveBlob(blob, fileName ?? fallbackName);
}

/** A file from the API as a blob (to show it in the page), with the server's file name when it gives one. */
export async function fetchFile(path: string, query: Record<string, QueryValue> = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await fetch(buildUrl(path, query), { headers: { authorization: `Bearer ${getToken() ?? ''}` }, credentials: 'same-origin' });
  if (!response.ok) {
    let message = '';
    try {
      message = (JSON.parse(await response.text()) as { message?: string }).message ?? '';
    } catch {
      /* not JSON: the generic message is shown */
    }
    // An ApiError like any answer's, so the page shows the server's words (a bad date, a refusal).
    throw new ApiError(message, response.status);
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob, fileName: named ? decodeURIComponent(named) : null };
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
