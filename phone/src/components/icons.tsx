// Small inline icons; decorative, so hidden from screen readers (the buttons carry the names).
import type { ReactNode } from 'react';

function Icon({
  size,
  viewBox = '0 0 24 24',
  className,
  children,
}: {
  size: number;
  viewBox?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg className={className} viewBox={viewBox} width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A line drawn in the text colour with round ends and corners. */
function Stroke({ d, width, color = 'currentColor' }: { d: string; width: number; color?: string }) {
  return <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />;
}

export function BackIcon() {
  return (
    <Icon size={26}>
      <Stroke d="M15 5l-7 7 7 7" width={2.5} />
    </Icon>
  );
}

export function PlusIcon() {
  return (
    <Icon size={22}>
      <Stroke d="M12 5v14M5 12h14" width={2.5} />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon size={20}>
      <Stroke d="M6 6l12 12M18 6L6 18" width={2.5} />
    </Icon>
  );
}

export function ShareIcon() {
  return (
    <Icon size={22}>
      <Stroke d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" width={2.2} />
    </Icon>
  );
}

export function SparkIcon() {
  return (
    <Icon className="ai-banner-spark" size={30}>
      <path d="M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7z" fill="#ffd166" />
      <path d="M19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" fill="#fff" />
    </Icon>
  );
}

export function CheersIcon() {
  return (
    <Icon className="big-icon" viewBox="0 0 96 96" size={96}>
      <g transform="rotate(-14 30 52)">
        <path d="M16 22h28l-4 52H20z" fill="#ffb627" stroke="#fff5ec" strokeWidth="3" strokeLinejoin="round" />
        <path d="M15 22h30v9H15z" fill="#fff5ec" />
      </g>
      <g transform="rotate(14 66 52)">
        <path d="M52 22h28l-4 52H56z" fill="#ff4f8b" stroke="#fff5ec" strokeWidth="3" strokeLinejoin="round" />
        <path d="M51 22h30v9H51z" fill="#fff5ec" />
      </g>
      <path d="M44 8l4 8M52 6l-1 9M36 12l6 6" stroke="#ffd166" strokeWidth="3" strokeLinecap="round" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon className="big-icon" viewBox="0 0 64 64" size={72}>
      <circle cx="32" cy="32" r="29" fill="#4ade80" />
      <Stroke d="M19 33l9 9 17-19" width={6} color="#1a0f1f" />
    </Icon>
  );
}
