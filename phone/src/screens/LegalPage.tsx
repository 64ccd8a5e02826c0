// The three legal pages (lazy-loaded), from the shared legal texts in the current language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL, type LegalDocumentKey } from '@skal/shared/content/legal';
import { currentLanguage } from '../i18n';

export default function LegalPage({ document: key }: { document: LegalDocumentKey }) {
  const { t } = useTranslation();
  const legal = LEGAL[currentLanguage()][key];
  useEffect(() => {
    window.document.title = `${legal.title} · Skål`;
    return () => {
      window.document.title = 'Skål';
    };
  }, [legal.title]);
  return (
    <main className="screen page legal">
      <Link className="small-link" to="/">
        ← {t('legal.back')}
      </Link>
      <h1>{legal.title}</h1>
      {legal.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </main>
  );
}
