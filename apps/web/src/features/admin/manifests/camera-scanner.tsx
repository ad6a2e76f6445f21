import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';
import { isRepeatScan } from './offline-check-in';

/**
 * The camera of the check-in page (decision 041): ZXing's QR reader (@zxing/browser) decodes the video on the
 * page itself, so no worker from a blob URL is needed (our Content-Security-Policy allows none) and Chromium's
 * missing BarcodeDetector does not matter. The library loads only when the guide starts the camera. Each code
 * seen is passed on once; it counts again only after it has been out of sight for a few seconds.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const last = useRef<{ code: string; atMs: number } | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [error, setError] = useState<string | null>(null);

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setState('off');
  };
  useEffect(() => () => controls.current?.stop(), []);

  const start = async () => {
    if (!video.current) return;
    setError(null);
    setState('starting');
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video.current,
        (result) => {
          if (!result) return;
          const code = result.getText();
          const now = Date.now();
          const isRepeat = isRepeatScan(last.current, code, now);
          // Each sighting restarts the wait: a voucher held up for a minute is still one scan.
          last.current = { code, atMs: now };
          if (!isRepeat) onCodeRef.current(code);
        },
      );
      setState('on');
    } catch (cause) {
      console.warn('camera', cause);
      setState('off');
      setError(
        cause instanceof DOMException && cause.name === 'NotAllowedError'
          ? t('The camera was not allowed. Allow it in the browser, or type the reference.')
          : t('No camera could be started. Type the reference instead.'),
      );
    }
  };

  return (
    <div className="space-y-3">
      {/* The video is always in the page (hidden when off): the reader needs the element before it starts. */}
      <video
        ref={video}
        className={state === 'off' ? 'hidden' : 'aspect-[4/3] max-h-[40vh] w-full rounded-2xl bg-black object-cover'}
        muted
        playsInline
        aria-label={t('Camera')}
      />
      {state === 'off' ? (
        <button type="button" className="btn-primary w-full py-4 text-lg" onClick={() => void start()}>
          {t('Scan with camera')}
        </button>
      ) : (
        <button type="button" className="btn-secondary w-full py-3" onClick={stop} disabled={state === 'starting'}>
          {state === 'starting' ? t('Starting the camera…') : t('Stop the camera')}
        </button>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
