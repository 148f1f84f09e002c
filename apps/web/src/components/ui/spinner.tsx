/** Spinner (default 24 px, the spec's size); announced to screen readers as loading. */
export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <span
      className="inline-flex"
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" className="animate-spin" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

/** Full-screen loader shown while the app or its settings load. */
export function PageLoader({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand">
      <Spinner size={36} label={label} />
    </div>
  );
}
