// The three legal pages (lazy-loaded), from the shared legal texts in the current language.
import { useEffect } from 'react';
import { addTexts, useTranslation, currentLanguage } from '../i18n';
import { nbLegal } from '../i18n/nb-later';
import { Link } from '../router';
import { LEGAL, legalSections, type LegalDocumentKey } from '@skal/shared/content/legal';
import { fillLegalText, marketForLanguage } from '@skal/shared';
import { useLegalFacts } from '../net/legal-facts';

addTexts({ legal: nbLegal });

/** A paragraph with its web addresses as links (the help line). */
function LinkedText({ text }: { text: string }) {
  return text.split(/(https:\/\/\S+)/u).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer">
        {part.replace(/^https:\/\//u, '')}
      </a>
    ) : (
      part
    ),
  );
}

export default function LegalPage({ document: key }: { document: LegalDocumentKey }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const legal = LEGAL[language][key];
  // The seller, price and VAT of the language's market and the room lifetime are this deployment's; until they are
  // known the page shows its titles only.
  const facts = useLegalFacts(marketForLanguage(language));
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
      {/* What is sold depends on the deployment: without a model nothing is, and no word says AI (issue #39); in a
          market not offered here nothing is sold either (issue #40), though the model still writes the free entries
          (the privacy policy and terms of service keep saying so). */}
      {facts &&
        legalSections(legal, key === 'termsOfSale' ? facts.sells : facts.model).map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={fillLegalText(paragraph, facts)} />
              </p>
            ))}
          </section>
        ))}
    </main>
  );
}
