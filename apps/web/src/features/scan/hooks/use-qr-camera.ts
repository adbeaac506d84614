import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// The back camera into a <video>, and a QR decoder (jsQR, loaded with the screen's chunk on first use) reading a
// few frames a second from it. Every track stops when the screen goes away or the caller stops it.

export type CameraStatus = 'starting' | 'scanning' | 'stopped' | 'failed';
/** Why the camera could not start: the user or browser refused, there is none, or something else. */
export type CameraFailure = 'denied' | 'missing' | 'unsupported' | 'other';

type Decoder = (data: Uint8ClampedArray, width: number, height: number) => string | null;

const SCAN_INTERVAL_MS = 150;
/** Frames are scaled down to this many pixels on the long side: enough for a sign, cheap on a phone. */
const MAX_FRAME_SIDE = 720;

function failureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'other';
}

let decoderPromise: Promise<Decoder> | undefined;
function loadDecoder(): Promise<Decoder> {
  decoderPromise ??= import('jsqr').then(({ default: jsQR }) => (data, width, height) => {
    return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  });
  return decoderPromise;
}

export function useQrCamera(videoRef: RefObject<HTMLVideoElement | null>, onCode: (text: string) => void) {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const [failure, setFailure] = useState<CameraFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);
  const stopRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const release = () => {
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      const video = videoRef.current;
      if (video) video.srcObject = null;
    };
    const stop = () => {
      cancelled = true;
      release();
    };
    stopRef.current = () => {
      stop();
      setStatus('stopped');
    };

    const scan = (decode: Decoder) => {
      if (cancelled) return;
      const video = videoRef.current;
      if (video && context && video.readyState >= 2 && video.videoWidth > 0) {
        const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
        const width = Math.round(video.videoWidth * scale);
        const height = Math.round(video.videoHeight * scale);
        canvas.width = width;
        canvas.height = height;
        context.drawImage(video, 0, 0, width, height);
        const text = decode(context.getImageData(0, 0, width, height).data, width, height);
        if (text !== null) onCodeRef.current(text);
      }
      if (!cancelled) timer = setTimeout(() => scan(decode), SCAN_INTERVAL_MS);
    };

    const start = async () => {
      setStatus('starting');
      setFailure(null);
      if (!navigator.mediaDevices?.getUserMedia) {
        setFailure('unsupported');
        setStatus('failed');
        return;
      }
      try {
        const [media, decode] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
          loadDecoder(),
        ]);
        stream = media;
        // Left the screen while the browser was asking: give the camera back at once.
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        const video = videoRef.current;
        if (!video) throw new Error('no video element');
        video.srcObject = media;
        video.muted = true;
        video.playsInline = true;
        await video.play();
        if (cancelled) return;
        setStatus('scanning');
        scan(decode);
      } catch (error) {
        release();
        if (cancelled) return;
        setFailure(failureOf(error));
        setStatus('failed');
      }
    };

    void start();
    return stop;
  }, [videoRef, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const stop = useCallback(() => stopRef.current(), []);
  return { status, failure, retry, stop };
}
