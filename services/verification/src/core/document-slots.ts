/**
 * The pictures a document type needs (a passport has no back worth reading), and the live photo
 * (A5.10) unless the investor asked for a manual check (A7.6), where a reviewer confirms the person.
 */
export function slotsNeeded(documentType: string | null, manualKyc = false): string[] {
  const sides = documentType === 'passport' ? ['front'] : ['front', 'back'];
  return manualKyc ? sides : [...sides, 'live-photo'];
}
