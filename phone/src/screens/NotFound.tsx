// The 404 page for unknown routes.
import { addTexts, useTranslation } from '../i18n';
import { nbNotFound } from '../i18n/nb-later';
import { Link } from '../router';

addTexts({ notFound: nbNotFound });

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="screen page not-found">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <Link className="button button-primary" to="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
