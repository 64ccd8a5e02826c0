// The host display with a room: the ID, the QR code and link, the live count, the phones, and the mirrored entry.
import { markNames, roomLink, textSizeTier } from '@skal/shared';
import type { HostState } from './host-connection';
import type { HostTexts } from './i18n';
import { EntryText } from '../../../phone/src/components/EntryText';
import { RoomQrCode } from './RoomQrCode';

/** Typed IDs can be up to 18 wide letters; longer IDs get smaller type so they stay on one line. */
export function roomIdSize(room: string): 'short' | 'long' | 'longest' {
  const length = Array.from(room).length;
  return length <= 12 ? 'short' : length <= 15 ? 'long' : 'longest';
}

export function RoomView(props: { texts: HostTexts; state: HostState & { room: string }; publicUrl: string | null }) {
  const { texts, state } = props;
  const link = props.publicUrl ? roomLink(props.publicUrl, state.room) : null;
  const shown = state.nowShowing?.text ? state.nowShowing : null;
  return (
    <main className={shown ? 'room room--playing' : 'room'}>
      <div className="room__title">
        <p className="label">{texts.roomLabel}</p>
        <h1 className={`room-id room-id--${roomIdSize(state.room)}`}>{state.room}</h1>
      </div>

      <section className="join" aria-label={texts.scanToJoin}>
        {link ? <RoomQrCode link={link} label={texts.qrLabel} /> : <div className="qr-card qr-card--empty" />}
        <p className="join__scan">{texts.scanToJoin}</p>
        {link && (
          <p className="join__link">
            {texts.orOpen} <span className="join__url">{link}</span>
          </p>
        )}
      </section>

      <section className="stage">
        {shown?.text ? (
          <div className="mirror">
            <p className="label">
              {texts.nowShowing} <span className="mirror__remaining">· {texts.remaining(shown.remaining)}</span>
            </p>
            <article
              className={`entry-card entry-card--tier-${textSizeTier(shown.text)}`}
              aria-label={texts.nowShowing}
              aria-live="polite"
            >
              <p className="entry-text">
                <EntryText pieces={markNames(shown.text, state.players)} />
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
            <ul className="players__list">
              {state.players.map((player) => (
                <li key={player} className="players__name" translate="no">
                  {player}
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
    </main>
  );
}
