import { Package } from 'lucide-react';
import { useState } from 'react';

/** Tailwind needs whole class names, so the two sizes in use are spelled out. */
const SIZES = {
  48: { box: 'size-12', icon: 22 },
  56: { box: 'size-14', icon: 24 },
} as const;

/**
 * A small product picture in a list row (order lines, smart list lines): lazy, a fixed square so
 * the row does not shift, a package icon when there is no picture or it fails to load.
 */
export function ProductThumb({
  src,
  size,
  alt = '',
}: {
  src: string;
  size: keyof typeof SIZES;
  alt?: string;
}) {
  const [broken, setBroken] = useState(false);
  const { box, icon } = SIZES[size];
  return (
    <span
      className={`flex ${box} shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100`}
    >
      {src && !broken ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-contain"
        />
      ) : (
        <Package size={icon} aria-hidden="true" className="text-slate-400" />
      )}
    </span>
  );
}
