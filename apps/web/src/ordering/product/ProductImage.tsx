import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/**
 * A product picture: lazy, decoded off the main thread, with a fixed width and height so nothing
 * shifts when it arrives (the server's pictures are square). A missing picture shows a placeholder.
 * `priority` is for a picture in the first screenful (the largest paint of a list): fetched at once
 * and first.
 */
export function ProductImage({
  src,
  alt,
  size,
  eager = false,
  priority = false,
  className = '',
}: {
  src: string;
  alt: string;
  size: number;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span
        role="img"
        aria-label={alt}
        style={{ width: size, height: size }}
        className={`flex items-center justify-center rounded-xl bg-slate-100 text-slate-400 ${className}`}
      >
        <ImageOff size={Math.round(size / 4)} aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onContextMenu={(e) => e.preventDefault()}
      onError={() => setFailed(true)}
      style={{ width: size, height: size }}
      className={`object-contain ${className}`}
    />
  );
}
