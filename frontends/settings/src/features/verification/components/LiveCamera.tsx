import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Cluster, Stack } from '@cf/ui';

/**
 * A5.10: the live photo comes from the camera, never from a file. When there is no camera (or it is
 * refused), the investor is told to use another device.
 */
export function LiveCamera({ onCapture, busy }: { onCapture: (dataUrl: string) => void; busy: boolean }) {
  const { t } = useTranslation('settings');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  const start = async () => {
    setFailed(false);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 } }, audio: false }));
    } catch {
      setFailed(true);
    }
  };

  const capture = () => {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    onCapture(canvas.toDataURL('image/jpeg', 0.9));
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
  };

  return (
    <Stack gap={2}>
      {failed ? (
        <Alert tone="warning">
          {t('verification.documents.noCamera')} <Link to="/user-kyc">{t('verification.kyc.orManual')}</Link>
        </Alert>
      ) : null}
      {stream ? (
        <>
          <video ref={video} autoPlay playsInline muted className="verification-camera" aria-label={t('verification.documents.cameraPreview')} />
          <Cluster gap={2}>
            <Button onClick={capture} loading={busy}>
              {t('verification.documents.capture')}
            </Button>
          </Cluster>
        </>
      ) : (
        <div>
          <Button variant="outline" onClick={() => void start()} loading={busy}>
            {t('verification.documents.openCamera')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
