// Small inline icons; decorative, so hidden from screen readers (the buttons carry the names).
export function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SparkIcon() {
  return (
    <svg className="ai-banner-spark" viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
      <path d="M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7z" fill="#ffd166" />
      <path d="M19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" fill="#fff" />
    </svg>
  );
}

export function CheersIcon() {
  return (
    <svg className="big-icon" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
      <g transform="rotate(-14 30 52)">
        <path d="M16 22h28l-4 52H20z" fill="#ffb627" stroke="#fff5ec" strokeWidth="3" strokeLinejoin="round" />
        <path d="M15 22h30v9H15z" fill="#fff5ec" />
      </g>
      <g transform="rotate(14 66 52)">
        <path d="M52 22h28l-4 52H56z" fill="#ff4f8b" stroke="#fff5ec" strokeWidth="3" strokeLinejoin="round" />
        <path d="M51 22h30v9H51z" fill="#fff5ec" />
      </g>
      <path d="M44 8l4 8M52 6l-1 9M36 12l6 6" stroke="#ffd166" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg className="big-icon" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="#4ade80" />
      <path
        d="M19 33l9 9 17-19"
        fill="none"
        stroke="#1a0f1f"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
