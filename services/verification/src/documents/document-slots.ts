/** The pictures a document type needs (a passport has no back worth reading), the live photo always (A5.10). */
export function slotsNeeded(documentType: string | null): string[] {
  return documentType === 'passport' ? ['front', 'live-photo'] : ['front', 'back', 'live-photo'];
}
