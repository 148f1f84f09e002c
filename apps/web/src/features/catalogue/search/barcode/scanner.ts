/**
 * Reading barcodes from camera frames: the browser's own BarcodeDetector when it reads our formats
 * (Chrome on Android, Safari), otherwise ZXing in WebAssembly, loaded only then.
 *
 * Formats: Code 128 and EAN-8 (spec), plus EAN-13, the code printed on the catalogue's packs.
 */
const NATIVE_FORMATS = ['code_128', 'ean_8', 'ean_13'] as const;

/** Rear camera at 640x480 (spec). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 640 }, height: { ideal: 480 } },
};

export interface FrameReader {
  /** The code in the current frame, or null. */
  read(video: HTMLVideoElement): Promise<string | null>;
}

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (window as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = NATIVE_FORMATS.filter((f) => supported.includes(f));
    if (!formats.includes('code_128') || !formats.includes('ean_8')) return null;
    const detector = new Detector({ formats });
    return {
      async read(video) {
        const codes = await detector.detect(video);
        return codes.find((c) => c.rawValue)?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}

async function zxingReader(): Promise<FrameReader> {
  const { loadZxing } = await import('./zxing-reader');
  const decode = await loadZxing();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  return {
    async read(video) {
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (!width || !height) return null;
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      return decode(context.getImageData(0, 0, width, height));
    },
  };
}

export async function createFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? (await zxingReader());
}

export type CameraProblem = 'denied' | 'unavailable';

/** Why the camera could not start, from getUserMedia's error. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}
