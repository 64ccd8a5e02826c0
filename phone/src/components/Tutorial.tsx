// The first-visit tutorial: five steps (0–4) with progress tabs; finishing stores firstTime=false.
import { startTransition, useEffect, useRef, useState } from 'react';
import { addTexts, useTranslation, currentLanguage } from '../i18n';
import { nbTutorial } from '../i18n/nb-later';
import { TUTORIAL_STEPS } from '@skal/shared/content/tutorial';
import { ADULTS_ONLY, HELP_LINES } from '@skal/shared/content/responsible-play';
import { storeTutorialDone } from '../storage';
import { useFocusTrap } from './use-focus-trap';

addTexts({ tutorial: nbTutorial });

export default function Tutorial({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const steps = TUTORIAL_STEPS[currentLanguage()];
  const [step, setStep] = useState(0);
  // The first step is in the page from its first paint; the steps the guest moves to fade in.
  const [moved, setMoved] = useState(false);
  const goTo = (next: number) => {
    setMoved(true);
    setStep(next);
  };
  const last = steps.length - 1;
  const current = steps[step] ?? steps[0];
  const forward = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  // On a first visit the tutorial is in the HTML before the app has come (boot.ts): its buttons wait for the app,
  // as the home screen's do, so a tap cannot be lost. Elsewhere this is one frame.
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);

  // Each step reads from its top: on a screen shorter than the card the overlay scrolls, and focusing Next (so Enter
  // goes on) would scroll it to the bottom. In the next frame, not in React's commit: both make the browser lay the
  // page out at once, and on a first visit that layout (the whole card, new text) in the commit's task made one long
  // task of ~50 ms on this machine, 200 ms on a 4× slower phone, right after the home screen came to life. The first
  // step opens at its top by itself, and a guest may have scrolled it while the app was on its way: only another
  // step goes back to the top.
  const shownStep = useRef(step);
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => {
      if (shownStep.current !== step && overlay.current) overlay.current.scrollTop = 0;
      shownStep.current = step;
      forward.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [step, ready]);

  const finish = () => {
    storeTutorialDone();
    onDone();
  };

  return (
    <div className="overlay" ref={overlay}>
      <div
        ref={dialog}
        className={ready ? 'tutorial' : 'tutorial tutorial-waking'}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tutorial-title"
        aria-describedby="tutorial-body"
      >
        <p className="tutorial-kicker">{t('tutorial.title')}</p>
        <ol className="progress-tabs" aria-label={t('tutorial.progress', { step: step + 1, total: steps.length })}>
          {steps.map((_, index) => (
            <li
              key={index}
              className={index === step ? 'tab tab-current' : index < step ? 'tab tab-done' : 'tab'}
              aria-current={index === step ? 'step' : undefined}
              data-step={index}
            />
          ))}
        </ol>
        <div className={moved ? 'tutorial-step tutorial-step-moved' : 'tutorial-step'} key={step} data-step={step}>
          <div className="tutorial-badge" aria-hidden="true">
            {step + 1}
          </div>
          <h2 id="tutorial-title">{current?.title}</h2>
          <p id="tutorial-body">{current?.body}</p>
          {step === 0 && (
            <div className="tutorial-adults">
              <p className="tutorial-adults-line">{ADULTS_ONLY[currentLanguage()].line}</p>
              <p>
                {ADULTS_ONLY[currentLanguage()].help}{' '}
                <a href={HELP_LINES[currentLanguage()].url} target="_blank" rel="noopener noreferrer">
                  {HELP_LINES[currentLanguage()].name}
                </a>
              </p>
            </div>
          )}
        </div>
        <div className="tutorial-actions">
          <button
            type="button"
            className="button button-ghost"
            onClick={() => goTo(Math.max(0, step - 1))}
            disabled={!ready || step === 0}
          >
            {t('tutorial.back')}
          </button>
          {step < last ? (
            <button
              type="button"
              className="button button-primary"
              ref={forward}
              disabled={!ready}
              onClick={() => goTo(step + 1)}
            >
              {t('tutorial.next')}
            </button>
          ) : (
            <button type="button" className="button button-primary" ref={forward} disabled={!ready} onClick={finish}>
              {t('tutorial.done')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
