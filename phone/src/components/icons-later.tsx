// The icons of the parts that load when opened (tips, the QR code, the round's end, payment); see icons.tsx.
import { Icon, Stroke } from './icons';

export function PlusIcon() {
  return (
    <Icon size={22}>
      <Stroke d="M12 5v14M5 12h14" width={2.5} />
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
