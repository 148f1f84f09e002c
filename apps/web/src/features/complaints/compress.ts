/**
 * Pictures are compressed in the browser before they are sent (returns spec section 5): a JPEG at
 * quality 0.2 when the file is over 1 MB, else 0.6, drawn on a canvas (which also drops the file's
 * metadata) and scaled to a longest side of COMPLAINT_IMAGE_MAX_SIDE so it stays under the
 * server's pixel cap. The server checks and re-encodes whatever arrives all the same.
 */
import { COMPLAINT_IMAGE_MAX_SIDE, compressionRatio } from '@restock/domain/rules/complaint';

/** The size a picture is drawn at: its own, or scaled down so the longest side fits. */
export function fittedSize(width: number, height: number, maxSide = COMPLAINT_IMAGE_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file as a compressed JPEG; rejects when the browser cannot read it as a picture. */
export async function compressPicture(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    // A transparent PNG would turn black as a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', compressionRatio(file.size)),
    );
    if (!blob) throw new Error('not encoded');
    return blob;
  } finally {
    bitmap.close();
  }
}
