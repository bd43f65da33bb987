/** Three pulsing dots while the coach prepares the first words of a reply. */
export function TypingIndicator() {
  return (
    <div className="flex items-end gap-2.5" data-testid="typing-indicator">
      <CoachAvatar />
      <div className="rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3">
        <span className="sr-only">Coach is typing</span>
        <span className="flex items-center gap-1" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 rounded-full bg-slate-400 motion-safe:animate-bounce"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      </div>
    </div>
  );
}

export function CoachAvatar() {
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-[11px] font-semibold text-brand-foreground shadow-sm shadow-brand/30"
    >
      AI
    </span>
  );
}
