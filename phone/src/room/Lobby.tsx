// The room before start: entry count, room ID, adding entries (with tips), the QR code and share, and Start.
import type { TableChoices } from '@skal/shared/table';
import { useRef, useState, type ReactNode } from 'react';
import type { Language } from '@skal/shared';
import { useTranslation } from '../i18n';
import { AddEntry, type AddEntryHandle } from './AddEntry';
import { BackIcon } from '../components/icons';
import { LazyPart } from '../components/LazyPart';
import { ToggleButton } from '../components/ToggleButton';
import { lazyWithTimeout } from '../components/lazy-with-timeout';
import type { RoundSummary } from '@skal/shared/kept-round';

// Tips and the QR code load after the lobby shows, keeping the first download small.
const Tips = lazyWithTimeout(() => import('./Tips'));
const RoomQr = lazyWithTimeout(() => import('./RoomQr'));
const ImportEntries = lazyWithTimeout(() => import('./ImportEntries'));
// Download and share load beside the QR code, after the add box (not in the first script).
const DeckDownload = lazyWithTimeout(() =>
  import('./DeckDownload').then((module) => ({ default: module.DeckDownload })),
);
const Players = lazyWithTimeout(() => import('./Players'));
const RecentlyRemoved = lazyWithTimeout(() => import('./RecentlyRemoved'));
// The room's language and this phone's switch: one chunk, asked for once.
const loadLanguages = () => import('./RoomLanguage');
const RoomLanguage = lazyWithTimeout(() => loadLanguages().then((module) => ({ default: module.RoomLanguage })));
const LanguageSwitch = lazyWithTimeout(() => loadLanguages().then((module) => ({ default: module.LanguageSwitch })));

interface Props {
  room: string;
  count: number | null;
  players: string[] | null;
  /** Who is at the table: the players' choices. */
  choices: TableChoices;
  banner: ReactNode;
  /** Shown above the count: offline, the AI writing entries. */
  notices: ReactNode;
  onBack: () => void;
  onStart: () => void;
  /** The room's round while one runs: the lobby offers to take it over instead of Start (one round per room). */
  roomRound: RoundSummary | null;
  onTakeOver: (round: RoundSummary) => void;
  /** Opens Skål's collection (the sheet); an empty room leads with it. */
  onOpenCollection: () => void;
  /** The room's language (null until known), and showing a change to it before the room's answer. */
  language: Language | null;
  onLanguage: (next: Language) => void;
}

export function Lobby({
  room,
  count,
  players,
  choices,
  banner,
  notices,
  onBack,
  onStart,
  roomRound,
  onTakeOver,
  onOpenCollection,
  language,
  onLanguage,
}: Props) {
  const { t } = useTranslation();
  const [tipsOpen, setTipsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [playersOpen, setPlayersOpen] = useState(false);
  const [removedOpen, setRemovedOpen] = useState(false);
  const addEntry = useRef<AddEntryHandle>(null);

  return (
    <>
      <header className="top-bar">
        <button type="button" className="icon-button" aria-label={t('room.back')} onClick={onBack}>
          <BackIcon />
        </button>
        <div className="room-title">
          <span className="room-title-label">{t('room.roomId')}</span>
          <span className="room-title-name" translate="no">
            {room}
          </span>
        </div>
        <LazyPart fallback={<span className="top-bar-spacer" />}>
          <LanguageSwitch />
        </LazyPart>
      </header>
      <main className="lobby">
        {notices}
        <section className="count-card" aria-label={t('room.entriesLabel')}>
          <span className="count-number" aria-live="polite">
            {count ?? '–'}
          </span>
          <span className="count-label">{t('room.entriesWord', { count: count ?? 0 })}</span>
        </section>
        {count === 0 && (
          <section className="collection-card">
            <p>{t('collection.empty')}</p>
            <button type="button" className="button button-primary button-big" onClick={onOpenCollection}>
              {t('collection.open')}
            </button>
          </section>
        )}
        <AddEntry ref={addEntry} room={room} />
        {/* A first-time guest comes straight here from a room link, past the tutorial that says it too. */}
        <p className="adults-line">{t('room.adults')}</p>
        {count !== 0 && (
          <button type="button" className="button button-secondary" onClick={onOpenCollection}>
            {t('collection.open')}
          </button>
        )}
        <LazyPart>
          <RoomLanguage room={room} language={language} onShow={onLanguage} />
        </LazyPart>
        <ToggleButton
          className="tips-toggle"
          chevron
          open={playersOpen}
          controls="players-section"
          onToggle={() => setPlayersOpen((open) => !open)}
        >
          {t('players.toggle')}
          {/* Seen, not read: the button's name stays exactly Spillere / Players; its list says how many. */}
          {players && players.length > 0 && <span aria-hidden="true"> ({players.length})</span>}
        </ToggleButton>
        {playersOpen && (
          <LazyPart>
            <Players room={room} players={players} choices={choices} />
          </LazyPart>
        )}
        <ToggleButton
          className="tips-toggle"
          chevron
          open={tipsOpen}
          controls="tips-list"
          onToggle={() => setTipsOpen((open) => !open)}
        >
          {t('room.tips')}
        </ToggleButton>
        {tipsOpen && (
          <LazyPart>
            <Tips
              onChoose={(text) => {
                addEntry.current?.fill(text);
                setTipsOpen(false);
              }}
            />
          </LazyPart>
        )}
        <LazyPart>
          <DeckDownload room={room} />
        </LazyPart>
        <ToggleButton open={importOpen} controls="import-entries" onToggle={() => setImportOpen((open) => !open)}>
          {t('deck.import')}
        </ToggleButton>
        {importOpen && (
          <LazyPart>
            <ImportEntries room={room} onDone={() => setImportOpen(false)} />
          </LazyPart>
        )}
        <ToggleButton open={removedOpen} controls="recently-removed" onToggle={() => setRemovedOpen((open) => !open)}>
          {t('deck.recentlyRemoved')}
        </ToggleButton>
        {removedOpen && (
          <LazyPart>
            <RecentlyRemoved room={room} />
          </LazyPart>
        )}
        {banner}
        <LazyPart fallback={<div className="qr-card qr-card-loading" />}>
          <RoomQr room={room} />
        </LazyPart>
      </main>
      <footer className="bottom-bar">
        {roomRound ? (
          <div className="round-running">
            <p role="status" className="round-running-status">
              {t('room.roundRunning')}
            </p>
            <button type="button" className="button button-primary button-big" onClick={() => onTakeOver(roomRound)}>
              {t('room.takeOver')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button-primary button-big" onClick={onStart}>
            {t('room.start')}
          </button>
        )}
      </footer>
    </>
  );
}
