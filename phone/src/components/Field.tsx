// A labelled input with a hint under it (the room ID, the mobile number). The input itself is the child and
// names the hint with aria-describedby={hintId}.
import type { ReactNode } from 'react';

export function Field({
  label,
  hint,
  hintId,
  children,
}: {
  label: string;
  hint: string;
  hintId: string;
  children: ReactNode;
}) {
  return (
    <>
      <label className="field">
        <span className="field-label">{label}</span>
        {children}
      </label>
      <p className="hint" id={hintId}>
        {hint}
      </p>
    </>
  );
}

/** The label above a control that stands apart from it (next to a button, or a control of its own). */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label className="field-label" htmlFor={htmlFor}>
      {children}
    </label>
  );
}
