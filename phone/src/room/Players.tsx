// The players section (names at the table): a name field, Add player, and the names as chips with a remove
// button each, and who is at the table: `Drikker ikke` and `Opptatt` switches per player, with `Kjæreste` for one
// who is taken. Loaded with the room, not with the home screen; shared by the lobby and the running round.
import { useState, type FormEvent } from 'react';
import { addTexts, useTranslation } from '../i18n';
import { nbPlayersForm, nbTable } from '../i18n/nb-later';
import type { TableChoices } from '@skal/shared/table';
import { hasPlayer, normalisePlayerName } from '@skal/shared/player-names';
import { capPlayerName } from '@skal/shared/player-name-field';
import { isConnected } from '../net/socket';
import { useToast } from '../toast/toast-context';
import { errorToastKey } from '../toast/error-texts';
import { addPlayer, removePlayer } from './players-net';
import { askConnected, type Result } from '../net/socket';
import type { PlayersList } from '@skal/shared';
import { PlayerMarks } from './PlayerMarks';
import { FieldLabel } from '../components/Field';
import '../styles/players.css';

addTexts({ table: nbTable, playersForm: nbPlayersForm });

/** Sets a player's choices at the table (who is at the table); what is left out stays as it is. */
export const choosePlayer = (
  roomName: string,
  name: string,
  change: { notDrinking?: boolean; taken?: boolean; partner?: string | null },
): Promise<Result<PlayersList>> => askConnected('set player choice', { roomName, name, ...change });

interface Props {
  room: string;
  players: string[] | null;
  /** Who is at the table: each player's choices, by name. */
  choices?: TableChoices;
}

export default function Players({ room, players, choices = {} }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const warn = (text: string) => toast({ text, kind: 'warning' });

  const refuse = (error: string) => {
    if (error === 'taken') warn(t('playersForm.taken'));
    else if (error === 'room_full') warn(t('playersForm.full'));
    else if (error === 'too_long') warn(t('playersForm.tooLong'));
    else if (error === 'placeholder') warn(t('playersForm.placeholder'));
    else if (error === 'network') warn(t('toast.offlineShort'));
    else if (error !== 'empty') warn(t(errorToastKey(error as Parameters<typeof errorToastKey>[0])));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = normalisePlayerName(name);
    if (!parsed.ok) return refuse(parsed.reason);
    if (players && hasPlayer(players, parsed.name)) return refuse('taken');
    if (!isConnected()) return refuse('network');
    setSending(true);
    const sent = name;
    const result = await addPlayer(room, parsed.name);
    setSending(false);
    // The name shows as a chip as soon as the room's broadcast arrives, which can be before this answer: a
    // next name typed in between stays.
    if (result.ok) setName((current) => (current === sent ? '' : current));
    else refuse(result.error);
  };

  const remove = async (player: string) => {
    const result = await removePlayer(room, player);
    if (!result.ok) refuse(result.error);
  };

  const choose = async (player: string, change: Parameters<typeof choosePlayer>[2]) => {
    const result = await choosePlayer(room, player, change);
    if (!result.ok) refuse(result.error);
  };

  return (
    <section className="players" id="players-section">
      <form className="players-form" onSubmit={submit}>
        <FieldLabel htmlFor="player-name">{t('playersForm.name')}</FieldLabel>
        <div className="players-row">
          <input
            id="player-name"
            className="input"
            value={name}
            autoComplete="off"
            enterKeyHint="done"
            // Capped as the name rule counts, not by maxLength, which counts an emoji as two (it let 40 letters in).
            onChange={(event) => setName(capPlayerName(event.target.value))}
            aria-describedby="players-hint"
          />
          <button type="submit" className="button button-primary" aria-busy={sending}>
            {t('playersForm.add')}
          </button>
        </div>
      </form>
      <p className="hint" id="players-hint">
        {t('playersForm.hint')}
      </p>
      {players && players.length > 0 ? (
        <ul className="player-chips" aria-label={t('players.toggle')}>
          {players.map((player) => {
            const choice = choices[player] ?? {};
            const others = players.filter((other) => other !== player);
            return (
              <li key={player} className="player-row">
                <span className="player-chip">
                  <span translate="no">{player}</span>
                  <PlayerMarks choice={choice} />
                  <button
                    type="button"
                    className="player-chip-remove"
                    aria-label={t('playersForm.remove', { name: player })}
                    onClick={() => void remove(player)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </span>
                <span className="player-choices">
                  <button
                    type="button"
                    role="switch"
                    className="player-switch"
                    aria-checked={choice.notDrinking === true}
                    onClick={() => void choose(player, { notDrinking: !choice.notDrinking })}
                  >
                    {t('table.notDrinking')}
                  </button>
                  <button
                    type="button"
                    role="switch"
                    className="player-switch"
                    aria-checked={choice.taken === true}
                    onClick={() => void choose(player, { taken: !choice.taken })}
                  >
                    {t('table.taken')}
                  </button>
                  {choice.taken && (
                    <label className="player-partner">
                      <span aria-hidden="true">{t('table.partner')}</span>
                      <select
                        className="input"
                        aria-label={t('table.partner')}
                        value={choice.partner ?? ''}
                        onChange={(event) => void choose(player, { partner: event.target.value || null })}
                      >
                        <option value="">{t('table.noPartner')}</option>
                        {others.map((other) => (
                          <option key={other} value={other}>
                            {other}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="hint players-none">{t('playersForm.none')}</p>
      )}
    </section>
  );
}
