import { CameraOff, RotateCcw, ScanLine } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../../lib/api';
import { findProductByBarcode } from '../api';
import {
  CAMERA_CONSTRAINTS,
  type CameraProblem,
  cameraProblem,
  createFrameReader,
  type FrameReader,
} from './scanner';

/** The camera spinner shows at least this long (spec: 1.5 s). */
const CAMERA_SPINNER_MS = 1500;
/** One read: this long of frames without a code counts as one failed read. */
const READ_WINDOW_MS = 2500;
/** After this many failed reads the scanner stops and says it cannot recognise the code (spec: 3). */
const MAX_FAILED_READS = 3;
const FRAME_INTERVAL_MS = 150;
/** The same code is not looked up again within this time. */
const SAME_CODE_PAUSE_MS = 3000;

type CameraState = 'starting' | 'scanning' | 'unrecognised' | 'noDecoder' | CameraProblem;

export function productPathOf(productId: number): string {
  return `/ivy/product/${productId}`;
}

/**
 * The barcode modal: the rear camera reads Code 128 and EAN codes; a text box takes any code
 * (barcode or SKU code) typed by hand. A code found opens its product; E012 says no product has it.
 */
export default function BarcodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [session, setSession] = useState(0);
  const [scanNote, setScanNote] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [looking, setLooking] = useState(false);

  const notFoundText = (value: string) => t('search.barcode.notFound', { code: value });
  const messageOf = (error: unknown, value: string) =>
    error instanceof ApiError && error.code === 'E012' ? notFoundText(value) : errorMessage(error, t);

  // Latest navigate/translate for the scanning loop, which lives across renders.
  const live = useRef({ navigate, t, notFoundText, messageOf });
  live.current = { navigate, t, notFoundText, messageOf };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `session` restarts the camera on "Scan again".
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failedReads = 0;
    let lastCode = { value: '', at: 0 };
    setCamera('starting');
    setScanNote(null);
    const spinner = new Promise((resolve) => setTimeout(resolve, CAMERA_SPINNER_MS));
    const stopCamera = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
    };
    const fail = async (state: CameraState) => {
      stopCamera();
      await spinner;
      if (!cancelled) setCamera(state);
    };

    const failedRead = (note: string | null) => {
      failedReads += 1;
      setScanNote(note);
      if (failedReads >= MAX_FAILED_READS) {
        stopCamera();
        setCamera('unrecognised');
        return false;
      }
      return true;
    };

    const scan = async (reader: FrameReader, video: HTMLVideoElement) => {
      let windowStart = performance.now();
      const tick = async () => {
        if (cancelled) return;
        let value: string | null = null;
        try {
          value = await reader.read(video);
        } catch {
          value = null;
        }
        if (cancelled) return;
        const now = performance.now();
        let keepGoing = true;
        if (value && !(value === lastCode.value && now - lastCode.at < SAME_CODE_PAUSE_MS)) {
          lastCode = { value, at: now };
          setScanNote(live.current.t('search.barcode.found', { code: value }));
          try {
            const productId = await findProductByBarcode(value);
            if (cancelled) return;
            stopCamera();
            void live.current.navigate(productPathOf(productId), { replace: true });
            return;
          } catch (error) {
            if (cancelled) return;
            keepGoing = failedRead(live.current.messageOf(error, value));
          }
          windowStart = performance.now();
        } else if (now - windowStart > READ_WINDOW_MS) {
          windowStart = now;
          keepGoing = failedRead(null);
        }
        if (keepGoing && !cancelled) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      await tick();
    };

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return fail('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      } catch (error) {
        return fail(cameraProblem(error));
      }
      const video = videoRef.current;
      if (cancelled || !video) return stopCamera();
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      let reader: FrameReader;
      try {
        reader = await createFrameReader();
      } catch {
        // The decoder could not load (offline, or WebAssembly refused): the text box still works.
        return fail('noDecoder');
      }
      await spinner;
      if (cancelled) return stopCamera();
      setCamera('scanning');
      await scan(reader, video);
    })();

    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, [open, session]);

  // A fresh form each time the modal opens.
  useEffect(() => {
    if (!open) return;
    setCode('');
    setFormError(undefined);
    setLooking(false);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) {
      setFormError(t('search.barcode.required'));
      return;
    }
    setFormError(undefined);
    setLooking(true);
    try {
      const productId = await findProductByBarcode(value);
      void navigate(productPathOf(productId), { replace: true });
    } catch (error) {
      setFormError(messageOf(error, value));
    } finally {
      setLooking(false);
    }
  };

  const problemText: Record<Exclude<CameraState, 'starting' | 'scanning'>, string> = {
    denied: t('search.barcode.cameraDenied'),
    unavailable: t('search.barcode.cameraUnavailable'),
    noDecoder: t('search.barcode.scannerUnavailable'),
    unrecognised: t('search.barcode.unableToRecognizeBarCode'),
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('search.barcode.title')}
      description={t('search.barcode.description')}
      closeLabel={t('common.close')}
    >
      <div data-testid="barcode-dialog" className="flex flex-col gap-4">
        <div
          className={`relative w-full overflow-hidden rounded-xl bg-slate-900 ${camera === 'denied' || camera === 'unavailable' || camera === 'noDecoder' ? 'h-44' : 'aspect-[4/3]'}`}
        >
          <div aria-hidden="true" className="size-full">
            <video
              ref={videoRef}
              muted
              playsInline
              className={`size-full object-cover ${camera === 'scanning' ? '' : 'invisible'}`}
            />
          </div>
          {camera === 'scanning' ? (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 flex items-center justify-center"
            >
              <div className="relative h-2/5 w-4/5 rounded-lg border-2 border-white/90 shadow-[0_0_0_999px_rgba(15,23,42,0.45)]">
                <div className="absolute inset-x-2 top-1/2 h-0.5 animate-pulse bg-red-500" />
              </div>
            </div>
          ) : null}
          <div className="absolute inset-0 flex items-center justify-center p-6 text-center">
            {camera === 'starting' ? (
              <span className="flex flex-col items-center gap-3 text-white">
                <Spinner size={32} />
                <span className="text-sm">{t('search.barcode.startingCamera')}</span>
              </span>
            ) : camera === 'scanning' ? null : (
              <span
                className="flex flex-col items-center gap-3 text-slate-100"
                data-testid="barcode-camera-problem"
              >
                {camera === 'unrecognised' ? (
                  <ScanLine size={36} aria-hidden="true" className="text-amber-300" />
                ) : (
                  <CameraOff size={36} aria-hidden="true" className="text-slate-400" />
                )}
                <span className="text-sm">{problemText[camera]}</span>
                {camera === 'unrecognised' || camera === 'denied' ? (
                  <button
                    type="button"
                    onClick={() => setSession((n) => n + 1)}
                    className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/25"
                  >
                    <RotateCcw size={15} aria-hidden="true" />
                    {t('search.barcode.scanAgain')}
                  </button>
                ) : null}
              </span>
            )}
          </div>
          <p
            role="status"
            className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-6 pb-2.5 text-center text-sm text-white empty:hidden"
          >
            {camera === 'scanning'
              ? (scanNote ?? t('search.barcode.pointCamera'))
              : camera === 'unrecognised'
                ? scanNote
                : null}
          </p>
        </div>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="flex flex-col gap-3 border-t border-slate-200 pt-4"
        >
          <TextField
            label={t('search.barcode.codeLabel')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (formError) setFormError(undefined);
            }}
            error={formError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={64}
          />
          <Button type="submit" loading={looking} block>
            {t('search.barcode.submit')}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
