// The Norwegian texts as the app has them once every part has loaded (the later ones are added with their parts):
// what the other languages are held against (texts.test.ts, the Danish and Finnish browser tests). Only tests
// import it, so the first script does not carry the later parts.
import { nb } from './nb';
import * as later from './nb-later';
import { nbPayment } from './nb-payment';

export const NB_COMPLETE = {
  ...nb,
  payment: nbPayment,
  menu: later.nbMenu,
  analytics: later.nbAnalytics,
  tutorial: later.nbTutorial,
  notFound: later.nbNotFound,
  legal: later.nbLegal,
  style: later.nbStyle,
  game: later.nbGame,
  confirm: later.nbConfirm,
  roomLanguage: later.nbRoomLanguage,
  aiDrawer: later.nbAiDrawer,
  deckTools: later.nbDeckTools,
  importing: later.nbImport,
  table: later.nbTable,
  playersForm: later.nbPlayersForm,
};
