// The five first-visit tutorial steps (0–4) in every language. The first step also says Skål is for adults, with
// the help line (responsible-play.ts).
import type { ContentLanguage } from './types';

export const TUTORIAL_STEPS: Readonly<Record<ContentLanguage, readonly { title: string; body: string }[]>> = {
  norsk: [
    {
      title: 'Velkommen til Skål!',
      body: 'Skål er en festlek for vennegjengen. Dere fyller et felles rom med spørsmål, utfordringer og leker, og så sender dere én mobil rundt bordet.',
    },
    {
      title: 'Lag et rom eller bli med',
      body: 'Trykk «Nytt rom» og finn på en rom-ID, eller trykk «Bli med i rom» og skriv inn rom-ID-en vennene dine bruker. Du kan også skanne QR-koden til rommet med kameraet.',
    },
    {
      title: 'Alle skriver tekster',
      body: 'Alle i rommet kan legge til spørsmål, utfordringer og leker, også mens dere spiller. Står du fast? Åpne «Tips» og velg en idé.',
    },
    {
      title: 'Start og send mobilen rundt',
      body: 'Én mobil trykker «Start». Les teksten høyt, trykk «Neste» og gi mobilen videre. Med «Forrige» går du ett steg tilbake.',
    },
    {
      title: 'Spill trygt',
      body: 'Kjenn grensene dine, og husk at ingen trenger å drikke. Vann og brus teller like mye som alt annet. Ta vare på hverandre, og ha det gøy. Skål!',
    },
  ],
  english: [
    {
      title: 'Welcome to Skål!',
      body: 'Skål is a party game for you and your friends. Fill a shared room with questions, dares and games, then pass one phone around the table.',
    },
    {
      title: 'Create a room or join one',
      body: 'Tap "New room" and make up a room ID, or tap "Join room" and type the room ID your friends are using. You can also scan the room\'s QR code with your camera.',
    },
    {
      title: 'Everyone adds entries',
      body: 'Everyone in the room can add questions, dares and games, even while you play. Stuck for ideas? Open "Tips" and pick one.',
    },
    {
      title: 'Start and pass the phone',
      body: 'One phone taps "Start". Read the entry aloud, tap "Next" and pass the phone on. "Previous" takes you one step back.',
    },
    {
      title: 'Play safe',
      body: 'Know your limits, and nobody has to drink. Water and soft drinks count just as much as anything else. Look after each other and have fun. Skål!',
    },
  ],
  dansk: [
    {
      title: 'Velkommen til Skål!',
      body: 'Skål er en festleg for vennerne. I fylder et fælles rum med spørgsmål, udfordringer og lege, og så sender I én mobil rundt om bordet.',
    },
    {
      title: 'Lav et rum, eller vær med',
      body: 'Tryk på »Nyt rum« og find på et rum-ID, eller tryk på »Vær med i et rum« og skriv det rum-ID, dine venner bruger. Du kan også scanne rummets QR-kode med kameraet.',
    },
    {
      title: 'Alle skriver tekster',
      body: 'Alle i rummet kan tilføje spørgsmål, udfordringer og lege, også mens I spiller. Løbet tør for idéer? Åbn »Tips« og vælg en.',
    },
    {
      title: 'Start, og send mobilen rundt',
      body: 'Én mobil trykker på »Start«. Læs teksten højt, tryk på »Næste«, og giv mobilen videre. Med »Forrige« går du et skridt tilbage.',
    },
    {
      title: 'Spil med omtanke',
      body: 'Kend dine grænser, og husk, at ingen behøver at drikke. Vand og sodavand tæller lige så meget som alt andet. Pas på hinanden, og hav det sjovt. Skål!',
    },
  ],
  suomi: [
    {
      title: 'Tervetuloa Skåliin!',
      body: 'Skål on kaveriporukan bilepeli. Täytätte yhteisen huoneen kysymyksillä, tehtävillä ja leikeillä, ja sitten yksi puhelin kiertää pöydän ympäri.',
    },
    {
      title: 'Luo huone tai liity',
      body: 'Napauta ”Uusi huone” ja keksi huoneelle tunnus, tai napauta ”Liity huoneeseen” ja kirjoita kavereidesi käyttämä huoneen tunnus. Voit myös skannata huoneen QR-koodin kameralla.',
    },
    {
      title: 'Kaikki kirjoittavat',
      body: 'Jokainen huoneessa voi lisätä kysymyksiä, tehtäviä ja leikkejä, myös kesken pelin. Eikö keksi mitään? Avaa ”Vinkit” ja valitse idea.',
    },
    {
      title: 'Aloita ja anna puhelin eteenpäin',
      body: 'Yksi puhelin napauttaa ”Aloita”. Lue teksti ääneen, napauta ”Seuraava” ja anna puhelin seuraavalle. ”Edellinen” vie askeleen taaksepäin.',
    },
    {
      title: 'Pelaa turvallisesti',
      body: 'Tunne rajasi, ja muista, ettei kenenkään tarvitse juoda. Vesi ja limu käyvät yhtä hyvin kuin mikä tahansa muu. Pitäkää huolta toisistanne ja pitäkää hauskaa. Kippis!',
    },
  ],
};
