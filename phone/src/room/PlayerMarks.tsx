// The marks beside a player's name (who is at the table): not drinking, and taken (with whom). Each a small shape
// with an accessible name, never colour alone; the same on the phone's players list (the TV has its own).
import { useTranslation } from '../i18n';
import type { PlayerChoice } from '@skal/shared/table';

export function PlayerMarks({ choice }: { choice: PlayerChoice }) {
  const { t } = useTranslation();
  return (
    <>
      {choice.notDrinking && (
        <svg className="player-mark" role="img" aria-label={t('table.notDrinking')} viewBox="0 0 16 16">
          <path d="M4 2h8l-1.2 6.5a2.8 2.8 0 0 1-5.6 0z M8 11v3 M5.5 14h5" />
          <path d="M2 14 14 2" />
        </svg>
      )}
      {choice.taken && (
        <svg
          className="player-mark"
          role="img"
          aria-label={choice.partner ? t('table.takenWith', { name: choice.partner }) : t('table.taken')}
          viewBox="0 0 16 16"
        >
          <path d="M8 14S2 10 2 6a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 4-6 8-6 8z" />
        </svg>
      )}
    </>
  );
}
