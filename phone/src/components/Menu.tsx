// The menu panel: the language choice (one chip per language, each named in itself), Instagram, the legal pages and (when offered) the analytics switch; swipe right
// (or the close button) closes it.
import { useEffect, useRef } from 'react';
import { addTexts, useTranslation, currentLanguage, setLanguage } from '../i18n';
import { nbMenu } from '../i18n/nb-later';
import { LANGUAGES, type Language } from '@skal/shared';
import { CloseIcon } from './icons';
import { useEscape } from './use-escape';
import { useFocusTrap } from './use-focus-trap';
import { useSwipe } from './use-swipe';
import { LEGAL_PATHS, legalHref } from '../ui-rules';
import { HTML_LANG } from '../storage';
import { AnalyticsSwitch } from '../analytics/AnalyticsQuestion';

addTexts({ menu: nbMenu });

export const INSTAGRAM_URL = 'https://www.instagram.com/skal.app/';

/** Each language named in itself, so a player who reads only that one finds it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  norsk: 'Norsk',
  english: 'English',
  dansk: 'Dansk',
  suomi: 'Suomi',
};

interface Props {
  closing: boolean;
  onClose: () => void;
}

export function Menu({ closing, onClose }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel);
  useEscape(onClose);
  useEffect(() => panel.current?.focus(), []);
  const swipe = useSwipe((direction) => direction === 'right' && onClose());

  const origin = window.location.origin;
  return (
    <div className={`menu-layer${closing ? ' closing' : ''}`} {...swipe}>
      <div className="menu-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        className="menu-panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.title')}
        tabIndex={-1}
        ref={panel}
      >
        <div className="menu-head">
          <h2>{t('menu.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('menu.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <section className="menu-section">
          <h3>{t('menu.language')}</h3>
          <div className="language-toggle" role="group" aria-label={t('menu.language')}>
            {LANGUAGES.map((option) => (
              <button
                key={option}
                type="button"
                className={`chip${option === language ? ' chip-active' : ''}`}
                aria-pressed={option === language}
                lang={HTML_LANG[option]}
                onClick={() => setLanguage(option)}
              >
                {LANGUAGE_NAMES[option]}
              </button>
            ))}
          </div>
        </section>
        <section className="menu-section">
          <a className="menu-link" href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">
            <InstagramIcon />
            {t('menu.instagram')}
          </a>
        </section>
        <section className="menu-section">
          <h3>{t('menu.legal')}</h3>
          <a className="menu-link" href={legalHref(LEGAL_PATHS.termsOfSale, language, origin)}>
            {t('menu.termsOfSale')}
          </a>
          <a className="menu-link" href={legalHref(LEGAL_PATHS.privacyPolicy, language, origin)}>
            {t('menu.privacyPolicy')}
          </a>
          <a className="menu-link" href={legalHref(LEGAL_PATHS.termsOfService, language, origin)}>
            {t('menu.termsOfService')}
          </a>
          <AnalyticsSwitch />
        </section>
      </div>
    </div>
  );
}

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </svg>
  );
}
