/**
 * The ZXing (C++ compiled to WebAssembly) decoder, used when the browser has no native
 * BarcodeDetector for our formats. Its .wasm file is emitted into our own build (Vite `?url`) and
 * fetched from our origin; the library's default of a public CDN is never used.
 */
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

const READER_OPTIONS: ReaderOptions = {
  formats: ['Code128', 'EAN8', 'EAN13'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

export async function loadZxing(): Promise<(image: ImageData) => Promise<string | null>> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return async (image) => {
    const results = await readBarcodes(image, READER_OPTIONS);
    return results.find((r) => r.isValid && r.text)?.text ?? null;
  };
}
