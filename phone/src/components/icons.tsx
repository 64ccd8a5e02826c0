// Small inline icons; decorative, so hidden from screen readers (the buttons carry the names). These are the first
// screens'; icons-later.tsx has those of the parts that load when opened, so they stay out of the first script.
import type { ReactNode } from 'react';

export function Icon({
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
export function Stroke({ d, width, color = 'currentColor' }: { d: string; width: number; color?: string }) {
  return <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />;
}

export function BackIcon() {
  return (
    <Icon size={26}>
      <Stroke d="M15 5l-7 7 7 7" width={2.5} />
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

export function SparkIcon() {
  return (
    <Icon className="ai-banner-spark" size={30}>
      <path d="M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7z" fill="#ffd166" />
      <path d="M19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" fill="#fff" />
    </Icon>
  );
}
