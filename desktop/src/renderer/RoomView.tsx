// The host display with a room: the ID, the QR code and link, the live count, the phones, and the mirrored entry.
import { useRef } from 'react';
import { markNames, readableRoomLink, roomLink, textSizeTier } from '@skal/shared';
import type { HostState } from './host-connection';
import type { HostTexts } from './i18n';
import { EntryText } from '../../../phone/src/components/EntryText';
import { fitText, useFitAfterRender } from './fit-text';
import { fitRules } from './fit-rules';
import { listedRule } from './listed-rule';
import { RoomQrCode } from './RoomQrCode';

/** Typed IDs can be up to 18 wide letters; longer IDs get smaller type so they stay on one line. */
export function roomIdSize(room: string): 'short' | 'long' | 'longest' {
  const length = Array.from(room).length;
  return length <= 12 ? 'short' : length <= 15 ? 'long' : 'longest';
}

/**
 * More names than fit in a row under the lobby's big counts (a name's chip is about 4 characters wider than
 * the name): the counts then go on one line, and the names get the room.
 */
export function manyNames(players: readonly string[]): boolean {
  return players.reduce((sum, name) => sum + Array.from(name).length + 4, 0) > 48;
}

export function RoomView(props: { texts: HostTexts; state: HostState & { room: string }; publicUrl: string | null }) {
  const { texts, state } = props;
  const link = props.publicUrl ? roomLink(props.publicUrl, state.room) : null;
  const shown = state.nowShowing?.text ? state.nowShowing : null;
  const names = useRef<HTMLUListElement>(null);
  const card = useRef<HTMLElement>(null);
  const rules = useRef<HTMLUListElement>(null);
  const moreRules = useRef<HTMLParagraphElement>(null);
  // The names first: what they leave is the entry's card. Both start at their style sheet size and shrink to fit.
  // The rules have a column of their own, so they fit on their own.
  useFitAfterRender(() => {
    if (names.current) fitText(names.current, 0.3);
    if (card.current) fitText(card.current, 0.2);
    if (rules.current && moreRules.current) fitRules(rules.current, moreRules.current, texts.moreRules);
  });
  const inPlay = shown?.rules ?? [];
  const modifier = shown
    ? ` room--playing${inPlay.length > 0 ? ' room--rules' : ''}`
    : manyNames(state.players)
      ? ' room--crowded'
      : '';
  return (
    <main className={`room${modifier}`}>
      <div className="room__title">
        <p className="label">{texts.roomLabel}</p>
        <h1 className={`room-id room-id--${roomIdSize(state.room)}`}>{state.room}</h1>
      </div>

      <section className="join" aria-label={texts.scanToJoin}>
        {link ? <RoomQrCode link={link} label={texts.qrLabel} /> : <div className="qr-card qr-card--empty" />}
        <p className="join__scan">{texts.scanToJoin}</p>
        {link && (
          <p className="join__link">
            {texts.orOpen} <span className="join__url">{readableRoomLink(link)}</span>
          </p>
        )}
      </section>

      <section className="stage">
        {shown?.text ? (
          <div className="mirror">
            <p className="label">
              {texts.nowShowing} <span className="mirror__remaining">· {texts.remaining(shown.remaining)}</span>
            </p>
            {/* Only the report's text, pieces, end and rules reach the TV: never an entry's secret (or any other field). */}
            <article
              ref={card}
              className={`entry-card entry-card--tier-${textSizeTier(shown.text)}${shown.end ? ' entry-card--end' : ''}`}
              aria-label={texts.nowShowing}
              aria-live="polite"
            >
              {/* A lasting rule's end card: the heading in the TV's language. */}
              {shown.end && <h2 className="entry-card__heading">{texts.ruleOver}</h2>}
              <p className="entry-text">
                {/* As the phone filled it, so the names highlighted are the phone's; a phone that sends no pieces
                    (an older build) gets the room's names marked where they occur. */}
                <EntryText pieces={shown.pieces ?? markNames(shown.text, state.players)} />
              </p>
            </article>
          </div>
        ) : (
          <p className="stage__hint">{texts.waitingForRound}</p>
        )}

        <div className="stats">
          <p className="stat" aria-live="polite">
            <span className="stat__value">{state.count ?? '–'}</span>{' '}
            <span className="stat__label">{texts.entries(state.count ?? 0)}</span>
          </p>
          <p className="stat stat--phones" aria-live="polite">
            <span className="stat__value">{state.phones ?? '–'}</span>{' '}
            <span className="stat__label">{texts.phones(state.phones ?? 0)}</span>
          </p>
        </div>
        {state.players.length > 0 && (
          <section className="players" aria-label={texts.players}>
            <p className="label">{texts.players}</p>
            <ul ref={names} className="players__list">
              {state.players.map((player) => (
                <li key={player} className="players__name" translate="no">
                  {player}
                  {state.choices[player]?.notDrinking && (
                    <svg className="players__mark" role="img" aria-label={texts.notDrinking} viewBox="0 0 16 16">
                      <path d="M4 2h8l-1.2 6.5a2.8 2.8 0 0 1-5.6 0z M8 11v3 M5.5 14h5" />
                      <path d="M2 14 14 2" />
                    </svg>
                  )}
                  {state.choices[player]?.taken && (
                    <svg className="players__mark" role="img" aria-label={texts.taken} viewBox="0 0 16 16">
                      <path d="M8 14S2 10 2 6a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 4-6 8-6 8z" />
                    </svg>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="ai-loading" role="status">
          {state.aiLoading && (
            <>
              <span className="spinner" aria-hidden="true" />
              {texts.aiLoading}
            </>
          )}
        </p>
      </section>

      {/* A column of its own at the right, from the top of the room to the bottom, so no number of rules covers
          the card, the counts or the players: the newest first, each clamped to a few lines (fit-rules.ts). */}
      {inPlay.length > 0 && (
        <section className="rules" aria-label={texts.rulesInPlay}>
          <p className="label">{texts.rulesInPlay}</p>
          <ul ref={rules} className="rules__list">
            {inPlay
              .map((rule, index) => (
                <li key={`${index}:${rule}`} className="rules__rule">
                  <span className="rules__text">{listedRule(rule)}</span>
                </li>
              ))
              .reverse()}
          </ul>
          <p ref={moreRules} className="rules__more" />
        </section>
      )}
    </main>
  );
}
