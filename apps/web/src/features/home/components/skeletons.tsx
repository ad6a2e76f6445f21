/** Placeholders with the size of what they stand for, so nothing moves when the data arrives. */
export function CardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-line bg-white"
    >
      <div className="aspect-[3/2] bg-line/70" />
      <div className="flex flex-1 flex-col gap-2.5 p-4">
        <div className="h-3 w-2/3 rounded bg-line/80" />
        <div className="h-4 w-full rounded bg-line/80" />
        <div className="h-4 w-4/5 rounded bg-line/80" />
        <div className="mt-3 h-5 w-1/2 rounded bg-line/80" />
      </div>
    </div>
  );
}

export function BlockSkeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-2xl bg-line/70 ${className}`} />;
}
