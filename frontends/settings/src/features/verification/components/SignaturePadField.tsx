import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button } from '@cf/ui';

/**
 * A5.8: a signature drawn with a finger, a pen or the mouse (signature_pad), 400 by 200 as the
 * specification recommends, given back as a PNG data URL after every stroke (null once cleared).
 */
export function SignaturePadField({ label, onChange }: { label: string; onChange: (dataUrl: string | null) => void }) {
  const { t } = useTranslation('settings');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Sharp lines on high-density screens: the bitmap follows the device's pixel ratio.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = 400 * ratio;
    element.height = 200 * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(element, { penColor: '#102a43', minWidth: 0.8, maxWidth: 2.6 });
    instance.addEventListener('endStroke', () => changed.current(instance.isEmpty() ? null : instance.toDataURL('image/png')));
    pad.current = instance;
    return () => instance.off();
  }, []);

  return (
    <div className="signature-pad">
      <p className="cf-field__label" id="signature-pad-label">
        {label}
      </p>
      <canvas ref={canvas} className="signature-pad__canvas" role="img" aria-labelledby="signature-pad-label" data-testid="signature-pad" />
      <div>
        <Button
          variant="outline"
          size="sm"
          type="button"
          onClick={() => {
            pad.current?.clear();
            changed.current(null);
          }}
        >
          {t('verification.consent.clear')}
        </Button>
      </div>
    </div>
  );
}
