/**
 * C5.1 / C8.3: a video address must be YouTube or Vimeo. Answers the provider and an embeddable URL,
 * or null for anything else.
 */
export interface VideoRef {
  provider: 'youtube' | 'vimeo';
  id: string;
  embedUrl: string;
}

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

export function parseVideoUrl(raw: string): VideoRef | null {
  const url = raw.trim();
  if (url.length > 500) return null;
  for (const pattern of YOUTUBE) {
    const m = pattern.exec(url);
    if (m) return { provider: 'youtube', id: m[1], embedUrl: `https://www.youtube-nocookie.com/embed/${m[1]}` };
  }
  for (const pattern of VIMEO) {
    const m = pattern.exec(url);
    if (m) return { provider: 'vimeo', id: m[1], embedUrl: `https://player.vimeo.com/video/${m[1]}` };
  }
  return null;
}
