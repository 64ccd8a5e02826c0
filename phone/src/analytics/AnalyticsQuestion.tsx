// The question on the home screen, shown only when this deployment offers analytics and the player has not answered.
import { addTexts, useTranslation } from '../i18n';
import { nbAnalytics } from '../i18n/nb-later';
import { Link } from '../router';
import { answerAnalytics, useAnalytics } from './analytics';

addTexts({ analytics: nbAnalytics });

export function AnalyticsQuestion() {
  const { t } = useTranslation();
  const { measurementId, consent } = useAnalytics();
  if (!measurementId || consent !== null) return null;
  return (
    <section className="analytics-question" aria-label={t('analytics.title')}>
      <p>
        {t('analytics.question')} <Link to="/privacy-policy">{t('analytics.more')}</Link>
      </p>
      <div className="analytics-answers">
        <button type="button" className="button button-secondary" onClick={() => answerAnalytics('denied')}>
          {t('analytics.no')}
        </button>
        <button type="button" className="button button-primary" onClick={() => answerAnalytics('granted')}>
          {t('analytics.yes')}
        </button>
      </div>
    </section>
  );
}

/** The menu's switch, so an answer can be changed (or consent withdrawn) at any time. */
export function AnalyticsSwitch() {
  const { t } = useTranslation();
  const { measurementId, consent } = useAnalytics();
  if (!measurementId) return null;
  return (
    <label className="analytics-switch">
      <input
        type="checkbox"
        checked={consent === 'granted'}
        onChange={(event) => answerAnalytics(event.currentTarget.checked ? 'granted' : 'denied')}
      />
      {t('analytics.switch')}
    </label>
  );
}
