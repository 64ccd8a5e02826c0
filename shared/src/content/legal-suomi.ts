// The three legal pages in Finnish, for a phone showing suomi, which also pays in the Finnish market (issue #40):
// MobilePay, euros, no phone number asked. The structure (sections and paragraphs) is the Norwegian one's
// (content.test.ts). {sellerName}, {sellerOrgNumber}, {sellerAddress}, {sellerEmail}, {roomTtlHours}, {price} and
// {vatPercent} are filled in by the phone (fillLegalText in seller.ts) with the Finnish market's facts: its seller
// (SELLER_FI_*, else the common one) and its configured price and VAT (MARKET_FI_*), written the Finnish way.
import type { LegalDocumentKey, LegalDocument } from './legal';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, listStoredValues } from './phone-storage';
import { ADULTS_ONLY, HELP_LINES } from './responsible-play';

export const SUOMI_LEGAL: Readonly<Record<LegalDocumentKey, LegalDocument>> = {
  termsOfSale: {
    title: 'Myyntiehdot',
    sections: [
      {
        heading: 'Myyjä ja yhteystiedot',
        paragraphs: [
          'Myyjä on {sellerName}, yritystunnus {sellerOrgNumber}, {sellerAddress}. Ostoja ja reklamaatioita koskevat kysymykset sekä muut yhteydenotot voit lähettää osoitteeseen {sellerEmail}.',
        ],
      },
      {
        heading: 'Ei mitään myytävänä',
        only: 'noModel',
        paragraphs: [
          'Tämä Skål-palvelin ei myy mitään. Huoneet, kolme ilmaista tekstiä ja Skålin kokoelma ovat ilmaisia, eikä sinua koskaan pyydetä maksamaan.',
        ],
      },
      {
        heading: 'Mitä ostat',
        only: 'model',
        paragraphs: [
          'Myymme yhtä digitaalista tuotetta: 20 tekoälyn kirjoittamaa tekstiä, jotka lisätään valitsemaasi huoneeseen. Jokainen ostos koskee yhtä huonetta ja on kertaosto, ei tilaus.',
          'Huoneen 3 ensimmäistä tekoälytekstiä ovat ilmaisia. Ostamasi tekstit tulevat osaksi huonetta, ja kaikki huoneen tunnuksen tietävät näkevät ne. Kuten muukin huone, ne ovat väliaikaisia ja poistetaan, kun huone poistetaan.',
        ],
      },
      {
        heading: 'Hinta',
        only: 'model',
        paragraphs: [
          'Hinta on {price} ostokselta, sisältäen arvonlisäveron {vatPercent} %. Emme peri muita maksuja. Hinta näytetään ennen kuin maksat.',
        ],
      },
      {
        heading: 'Maksaminen',
        only: 'model',
        paragraphs: [
          'Maksat MobilePaylla (Vipps MobilePay). Emme kysy puhelinnumeroasi: sinut ohjataan MobilePayhin, jossa hyväksyt maksun. Ostaminen on sallittu vain 18 vuotta täyttäneille.',
          'Kun hyväksyt maksun, summa varataan tililtäsi. Se veloitetaan vasta, kun tekstit on toimitettu huoneeseen. Jos toimitus epäonnistuu, varaus perutaan, etkä maksa mitään.',
        ],
      },
      {
        heading: 'Toimitus',
        only: 'model',
        paragraphs: [
          'Tekstit toimitetaan heti, kun maksu on hyväksytty, lisäämällä ne huoneeseen, jota varten ostit ne. Saat kuitin MobilePayhin ja vahvistuksen, kun palaat Skåliin.',
        ],
      },
      {
        heading: 'Peruuttamisoikeus',
        only: 'model',
        paragraphs: [
          'Verkko-ostoksissa sinulla on yleensä 14 päivän peruuttamisoikeus kuluttajansuojalain mukaan. Digitaalisessa sisällössä, jota ei toimiteta aineellisella alustalla, peruuttamisoikeutta ei ole toimituksen alettua, jos olet etukäteen nimenomaisesti suostunut toimituksen aloittamiseen heti ja hyväksynyt, että menetät siten peruuttamisoikeutesi (kuluttajansuojalain 6 luvun 16 §). Peruuttamisoikeutta koskevien säännösten noudattamista valvoo kuluttaja-asiamies (Kilpailu- ja kuluttajavirasto).',
          'Ennen maksamista pyydämme siksi rastittamaan kohdan ”Haluan tekstit heti ja tiedän, että menetän silloin peruuttamisoikeuteni”. Maksupainike on lukittu, kunnes olet rastittanut kohdan, ja suostumuksesi vahvistetaan kuittisivulla. Jos et halua luopua peruuttamisoikeudesta, voit jättää ostamatta.',
        ],
      },
      {
        heading: 'Reklamaatiot',
        only: 'model',
        paragraphs: [
          'Jos tekstit eivät tule perille tai ostoksessa on jotain vialla, lähetä sähköpostia osoitteeseen {sellerEmail} ja kerro huoneen tunnus ja ostohetki. Vastaamme 14 päivän kuluessa. Jos sinulta on veloitettu tekstejä, joita ei toimitettu, saat rahasi takaisin.',
          'Sinulla on kuluttajansuojalain mukaiset oikeudet virheen varalta. Jos emme pääse sopuun, voit pyytää apua kuluttajaneuvonnasta ja viedä asian kuluttajariitalautakuntaan.',
        ],
      },
      {
        heading: 'Ikä ja vastuu',
        paragraphs: [
          'Skål on bilepeli yli 18-vuotiaille aikuisille, ja ostaminen on sallittu vain yli 18-vuotiaille. Juo vastuullisesti: kenenkään ei tarvitse juoda, vesi ja limu käyvät hyvin, äläkä koskaan aja juotuasi.',
        ],
      },
      {
        heading: 'Sovellettava laki',
        paragraphs: [
          'Ostoon sovelletaan Norjan lakia. Suomen kuluttajansuojan pakottavat säännökset ovat kuitenkin aina voimassa.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Tietosuojaseloste',
    sections: [
      {
        heading: 'Lyhyesti',
        paragraphs: [
          'Skålissa ei ole käyttäjätilejä, emmekä kysy sähköpostiosoitettasi. Huoneet ja tekstit ovat nimettömiä ja väliaikaisia, ja ”Pelaajat”-kohtaan kirjoittamanne nimet poistetaan huoneen mukana. Kun maksat Suomessa, emme kysy puhelinnumeroasi. Käytämme Google Analytics 4:ää (GA4) vain, jos annat suostumuksesi.',
        ],
      },
      {
        heading: 'Rekisterinpitäjä',
        paragraphs: [
          '{sellerName} (yritystunnus {sellerOrgNumber}, {sellerAddress}) on tässä kuvattujen tietojen rekisterinpitäjä. Tavoitat meidät osoitteesta {sellerEmail}.',
        ],
      },
      {
        heading: 'Huoneet, tekstit ja pelaajat',
        paragraphs: [
          'Kun luot huoneen tai liityt siihen, palvelin tallentaa huoneen tunnuksen, huoneeseen lisätyt tekstit ja ”Pelaajat”-kohtaan kirjoittamanne nimet, jotta tekstin @pelaaja voi muuttua jonkun teistä nimeksi. Kaikki huoneessa ja televisio näkevät nimet, joten etunimi tai lempinimi riittää. Emme tallenna, kuka kirjoitti mitäkin. Huoneet, tekstit ja nimet poistetaan automaattisesti, kun huoneessa ei ole ollut toimintaa {roomTtlHours} tuntiin.',
          'Älä kirjoita teksteihin henkilötietoja itsestäsi tai muista, sillä kaikki huoneen tunnuksen tietävät voivat lukea ne. Käsittelemme huoneita, tekstejä ja nimiä tarjotaksemme pelin, jota pyydät (tietosuoja-asetuksen 6 artiklan 1 kohdan b alakohta).',
        ],
      },
      {
        heading: 'Tekoälytekstit',
        only: 'model',
        paragraphs: [
          'Kun huone saa tekoälytekstejä, huoneessa jo olevia tekstejä voidaan lähettää kielimallin tarjoajalle, jotta uudet tekstit sopivat huoneen tyyliin. ”Pelaajat”-kohdan nimiä ei lähetetä koskaan: tekoäly kirjoittaa @pelaaja, ja puhelin lisää nimet. Emme koskaan lähetä puhelinnumeroita tai muita tietoja, jotka voidaan yhdistää sinuun.',
        ],
      },
      {
        heading: 'Maksaminen',
        only: 'model',
        paragraphs: [
          'Kun ostat tekoälytekstejä Suomessa, ohjaamme sinut MobilePayhin kysymättä puhelinnumeroasi. Vipps MobilePay käsittelee maksun itsenäisenä rekisterinpitäjänä oman tietosuojaselosteensa mukaisesti.',
          'Säilytämme maksuviitteen, summan, tilan ja ajankohdan niin kauan kuin kirjanpitosäännökset edellyttävät (tietosuoja-asetuksen 6 artiklan 1 kohdan b ja c alakohta).',
        ],
      },
      {
        heading: 'Tilastot Google Analytics 4:llä',
        paragraphs: [
          'Vain jos annat suostumuksesi, käytämme Google Analytics 4:ää (GA4) käyntien laskemiseen ja sen seuraamiseen, mitä Skålin osia käytetään. GA4 käyttää evästeitä ja lähettää Googlelle tietoja, kuten laitetyypin, selaimen, likimääräisen sijainnin ja vierailemasi sivut. GA4 ei tallenna IP-osoitettasi.',
          'Google voi käsitellä tietoja Yhdysvalloissa EU:n ja Yhdysvaltojen välisen tietosuojakehyksen (EU–US Data Privacy Framework) nojalla. Ilman suostumusta GA4:ää ei ladata lainkaan. Voit perua suostumuksesi milloin tahansa (tietosuoja-asetuksen 6 artiklan 1 kohdan a alakohta).',
        ],
      },
      {
        heading: 'Tallennus laitteellesi',
        paragraphs: [
          `Skål tallentaa nämä arvot selaimen paikalliseen tallennustilaan (localStorage) laitteellasi: ${listStoredValues(LOCAL_STORAGE_KEYS, 'suomi')}. Istuntotallennukseen (sessionStorage) Skål tallentaa ${listStoredValues(SESSION_STORAGE_KEYS, 'suomi')}.`,
          'Arvot pysyvät laitteellasi eikä niitä lähetetä meille. Voit poistaa ne milloin tahansa selaimen asetuksista.',
        ],
      },
      {
        heading: 'Oikeutesi',
        paragraphs: [
          'Tietosuoja-asetuksen (GDPR) mukaan sinulla on oikeus saada pääsy tietoihisi, oikaista ja poistaa ne, rajoittaa käsittelyä, siirtää tiedot järjestelmästä toiseen ja vastustaa käsittelyä. Koska emme tiedä, kuka olet, tarvitsemme huoneen tunnuksen löytääksemme tekstisi. Kirjoita osoitteeseen {sellerEmail}, niin vastaamme kuukauden kuluessa.',
          'Jos katsot, että käsittelemme tietoja säännösten vastaisesti, voit tehdä valituksen tietosuojavaltuutetun toimistolle (tietosuoja.fi).',
        ],
      },
      {
        heading: 'Muutokset',
        paragraphs: ['Päivitämme tätä selostetta, kun Skål muuttuu. Uusin versio löytyy aina täältä.'],
      },
    ],
  },
  termsOfService: {
    title: 'Käyttöehdot',
    sections: [
      {
        heading: 'Tietoa Skålista',
        paragraphs: [
          'Skål on bilepeli, jossa kaveriporukka täyttää yhteisen huoneen kysymyksillä, tehtävillä ja leikeillä ja antaa yhden puhelimen kiertää. Käyttämällä Skålia hyväksyt nämä ehdot.',
        ],
      },
      {
        heading: 'Vastuullinen pelaaminen',
        paragraphs: [ADULTS_ONLY.suomi.line, `${ADULTS_ONLY.suomi.help} ${HELP_LINES.suomi.url}`],
      },
      {
        heading: 'Huoneet ja sisältö',
        paragraphs: [
          'Huoneet ja sisältö ovat väliaikaisia ja nimettömiä. Tilejä ei ole, eikä huoneella ole omistajaa: kuka tahansa huoneen tunnuksen tietävä voi lukea huonetta, lisätä tekstejä ja aloittaa kierroksen. Valitse vaikeasti arvattava tunnus, jos haluatte pitää huoneen omana tietonanne.',
          'Huoneet poistetaan automaattisesti, kun niissä ei ole ollut toimintaa {roomTtlHours} tuntiin. Poistettuja huoneita ei voi palauttaa.',
        ],
      },
      {
        heading: 'Mitä saat julkaista',
        paragraphs: [
          'Vastaat itse lisäämistäsi teksteistä. Älä julkaise henkilötietoja itsestäsi tai muista, kuten koko nimiä, puhelinnumeroita tai osoitteita.',
          'Älä julkaise laitonta sisältöä, häirintää, uhkauksia, vihapuhetta tai alkoholimainontaa. Voimme poistaa tekstejä ja huoneita, jotka rikkovat ehtoja.',
        ],
      },
      {
        heading: 'Tekoälytekstit',
        only: 'model',
        paragraphs: [
          'Tekoälytekstit on kirjoittanut kone, ja ne voivat olla virheellisiä tai sopimattomia. Ohittakaa tekstit, joista ette pidä, ja kertokaa siitä meille osoitteeseen {sellerEmail}.',
        ],
      },
      {
        heading: 'Alkoholi ja vastuu',
        paragraphs: [
          'Juomapelit ovat yli 18-vuotiaille. Ketään ei saa painostaa juomaan: päätät itse, ja vesi tai limu on aina hyvä valinta. Tunne rajasi, pitäkää huolta toisistanne, äläkä koskaan aja juotuasi.',
        ],
      },
      {
        heading: 'Ei takuuta',
        paragraphs: [
          'Skål tarjotaan sellaisenaan, ilman takuuta siitä, että palvelu on aina saatavilla tai virheetön, ja huoneita voi kadota. Emme vastaa käytöstä aiheutuvista menetyksistä siinä määrin kuin laki sen sallii. Tämä ei vaikuta kuluttajan oikeuksiisi.',
        ],
      },
      {
        heading: 'Muutokset',
        paragraphs: ['Voimme muuttaa Skålia ja näitä ehtoja. Uusin versio löytyy aina täältä.'],
      },
      {
        heading: 'Laki ja riidat',
        paragraphs: [
          'Ehtoihin sovelletaan Norjan lakia, mutta Suomen kuluttajansuojan pakottavat säännökset ovat aina voimassa. Pyrimme aina ratkaisemaan erimielisyydet ensin sovinnollisesti. Ota yhteyttä osoitteeseen {sellerEmail}.',
        ],
      },
    ],
  },
};
