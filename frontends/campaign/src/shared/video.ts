/**
 * C5.1 / C8.3: a video address must be YouTube or Vimeo. The same patterns as the campaigns
 * service's `domain/video-url.ts` (front ends never import back-end code, so they are repeated here).
 * The embed address points at exactly the players the gateway's CSP allows in frames.
 */
const YOUTUBE = [
  /^https?:\/\/(?:www\.|m\.|music\.)?youtube\.com\/watch\?(?:[^#\s]*&)?v=([A-Za-z0-9_-]{11})(?:[&#][^\s]*)?$/,
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:embed|shorts|live|v)\/([A-Za-z0-9_-]{11})(?:[?#/][^\s]*)?$/,
  /^https?:\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#][^\s]*)?$/,
  /^https?:\/\/(?:www\.)?youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})(?:[?#][^\s]*)?$/,
];
const VIMEO = [
  /^https?:\/\/(?:www\.)?vimeo\.com\/(?:channels\/[A-Za-z0-9_-]+\/|groups\/[A-Za-z0-9_-]+\/videos\/)?(\d{6,12})(?:[/?#][^\s]*)?$/,
  /^https?:\/\/player\.vimeo\.com\/video\/(\d{6,12})(?:[?#][^\s]*)?$/,
];

export function embedUrlOf(raw: string): string | null {
  const url = raw.trim();
  if (url.length > 500) return null;
  for (const pattern of YOUTUBE) {
    const m = pattern.exec(url);
    if (m) return `https://www.youtube-nocookie.com/embed/${m[1]}`;
  }
  for (const pattern of VIMEO) {
    const m = pattern.exec(url);
    if (m) return `https://player.vimeo.com/video/${m[1]}`;
  }
  return null;
}

export const isVideoUrl = (url: string): boolean => embedUrlOf(url) !== null;

/** A server-given embed address is used only when it points at one of the two players. */
export function safeEmbed(embedUrl: string | undefined, url: string): string | null {
  if (embedUrl && /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(embedUrl)) return embedUrl;
  return embedUrlOf(url);
}
