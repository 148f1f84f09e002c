import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A small square product picture of a cart line: lazy, fixed size (no shift), a placeholder when missing. */
export function CartImage({ src, size = 64 }: { src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (failed || !src) {
    return (
      <span
        aria-hidden="true"
        style={box}
        className="flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400"
      >
        <ImageOff size={Math.round(size / 3)} />
      </span>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: blocking the image menu is the spec's rule, not an interaction.
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      onContextMenu={(e) => e.preventDefault()}
      onError={() => setFailed(true)}
      style={box}
      className="shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-100"
    />
  );
}
