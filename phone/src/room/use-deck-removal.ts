// Removing the shown entry for everyone, with a 5-second undo, and following removals made on other phones.
import { useCallback, useEffect, useRef, useState } from 'react';
import { addTexts, useTranslation } from '../i18n';
import { nbGame } from '../i18n/nb-later';
import { dropRemoved, removeFromDeck, restoreToDeck } from '@skal/shared';
import { dropOrphanEnds, isEndCard } from '@skal/shared/lasting-rules-view';
import type { Round } from '../game/session';
import { fetchRoom } from '../net/api';
import { getSocket, onBackOnline } from '../net/socket';
import { removeEntry, restoreEntry } from '../net/deck-socket';
import { useToast } from '../toast/toast-context';
import { errorToastKey, errorToastValues } from '../toast/error-texts';
import type { ErrorCode } from '@skal/shared';

/** What the player is told when a remove or an undo did not go through. */
const failureKey = (error: ErrorCode | 'network') =>
  error === 'network' ? 'toast.offlineShort' : errorToastKey(error);
import type { RoundControls } from './use-round';

// Its texts (Fjern teksten, Angre) come with the round's views; here too, for a hook used on its own.
addTexts({ game: nbGame });

/** After this phone removed the shown card: a removed rule's end card goes too, also when it would show next. */
function withoutOrphanEnds(state: Pick<Round, 'deck' | 'position'>): Pick<Round, 'deck' | 'position'> {
  const kept = dropOrphanEnds(state.deck, state.position);
  const shown = kept.deck[kept.position];
  if (shown && isEndCard(shown) && !kept.deck.some((card) => card.id === shown.endOf)) {
    const { deck, position } = removeFromDeck(kept, shown.id);
    return { deck, position };
  }
  return kept;
}

/** Deck entries are the room's entries, whose ids are numbers; anything else cannot be removed. */
const entryId = (id: string | number): number | null => (typeof id === 'number' ? id : null);

export function useDeckRemoval(room: string, controls: RoundControls): { remove: () => Promise<void> } {
  const { t } = useTranslation();
  const toast = useToast();
  const { edit, sliding } = controls;
  // Removed elsewhere and not yet out of this deck; ids this phone removed itself are handled at once.
  const pending = useRef(new Set<number>());
  const mine = useRef(new Set<number>());
  const [pendingVersion, setPendingVersion] = useState(0);
  const busy = useRef(false);
  // Restores this phone has seen (its own undo or another phone's), numbered, so a room read that was under way
  // when one came does not count that entry as removed.
  const restores = useRef(0);
  const restoredAt = useRef(new Map<number, number>());
  const noteRestored = useCallback((id: number) => {
    restores.current += 1;
    restoredAt.current.set(id, restores.current);
  }, []);
  const latest = useRef(controls.round);
  useEffect(() => {
    latest.current = controls.round;
  });

  useEffect(() => {
    const socket = getSocket();
    const onRemoved = (id: number) => {
      if (mine.current.has(id)) return;
      pending.current.add(id);
      setPendingVersion((version) => version + 1);
    };
    const onRestored = (id: number) => {
      noteRestored(id);
      mine.current.delete(id);
      pending.current.delete(id);
    };
    socket.on('entryRemoved', onRemoved);
    socket.on('entryRestored', onRestored);
    return () => {
      socket.off('entryRemoved', onRemoved);
      socket.off('entryRestored', onRestored);
    };
  }, [noteRestored]);

  // Removals this phone did not hear of (it was offline, or away from the page: a reload, another site) are
  // missing from the room when it reads it: they go the way of removals heard of. Only entries that were in the
  // deck when the read began count, since one merged meanwhile may be newer than the read.
  const catchUp = useCallback(async () => {
    const before = latest.current?.deck;
    if (!before) return;
    const asked = before.flatMap((entry) => entryId(entry.id) ?? []);
    const since = restores.current;
    const snapshot = await fetchRoom(room).catch(() => undefined);
    if (!snapshot) return;
    const there = new Set(snapshot.entries.map((entry) => entry.id));
    const gone = asked.filter(
      (id) => !there.has(id) && !mine.current.has(id) && (restoredAt.current.get(id) ?? 0) <= since,
    );
    if (gone.length === 0) return;
    gone.forEach((id) => pending.current.add(id));
    setPendingVersion((version) => version + 1);
  }, [room]);
  useEffect(() => onBackOnline(() => void catchUp()), [catchUp]);
  // A round resumed from the session (a reload) may hold entries removed while the page was not there.
  useEffect(() => {
    void catchUp();
  }, [catchUp]);

  // Entries removed elsewhere leave this deck between slides; the one on screen stays until the player moves on.
  const position = controls.round?.position;
  useEffect(() => {
    if (sliding || pending.current.size === 0) return;
    edit((round) => {
      if (!round) return round;
      const dropped = dropRemoved(round, pending.current);
      pending.current = dropped.waiting as Set<number>;
      // A removed rule takes its end card with it.
      const result = dropOrphanEnds(dropped.deck, dropped.position);
      return result.deck.length === round.deck.length
        ? round
        : { ...round, deck: result.deck, position: result.position };
    });
  }, [edit, sliding, position, pendingVersion]);

  const undo = useCallback(
    async (entry: Round['deck'][number], index: number, id: number): Promise<boolean> => {
      const restored = await restoreEntry(room, id);
      if (!restored.ok) {
        // The Angre toast stays for the rest of its 5 seconds, to be tried again.
        toast({ text: t(failureKey(restored.error), errorToastValues(restored)), kind: 'warning' });
        return false;
      }
      // The room had the text again (imported or added meanwhile): that entry is the one put back, so the deck
      // never holds two copies; this one stays removed.
      const keptId = restored.mergedInto ?? id;
      const kept = keptId === id ? entry : { ...entry, id: keptId };
      noteRestored(keptId);
      mine.current.delete(keptId);
      pending.current.delete(keptId);
      // Loaded with the round (use-round.ts), so this import is at hand; not in the first script.
      const { arrangeRound } = await import('@skal/shared/lasting-rules');
      edit((round) => {
        // No round here any more (it was left or taken over): the entry is back in the room, for the next round.
        if (!round) return round;
        const restored = restoreToDeck(round, kept, index, true);
        // A rule brought back gets its end card again, laid out after the part already shown.
        const cut = restored.position + 1;
        return {
          ...round,
          ...restored,
          deck: arrangeRound(restored.deck.slice(0, cut), restored.deck.slice(cut)),
        };
      });
      return true;
    },
    [edit, noteRestored, room, t, toast],
  );

  const remove = useCallback(async () => {
    const shown = controls.round?.deck[controls.round.position];
    const id = shown ? entryId(shown.id) : null;
    if (!shown || id === null || busy.current || sliding) return;
    busy.current = true;
    mine.current.add(id);
    const removed = await removeEntry(room, id);
    busy.current = false;
    if (!removed.ok) {
      mine.current.delete(id);
      toast({ text: t(failureKey(removed.error), errorToastValues(removed)), kind: 'warning' });
      return;
    }
    let index = -1;
    edit((round) => {
      if (!round) return round;
      const removed = removeFromDeck(round, id);
      index = removed.index;
      // A rule takes its end card with it.
      const result = { ...removed, ...withoutOrphanEnds(removed) };
      // The last entry gone: the round ends, back to the room screen (an undo puts the entry back in the room).
      return result.deck.length === 0 ? null : { ...round, deck: result.deck, position: result.position };
    });
    toast({
      text: t('game.removed'),
      duration: 'medium',
      action: { label: t('game.undo'), run: () => undo(shown, index, id) },
    });
  }, [controls.round, edit, room, sliding, t, toast, undo]);

  return { remove };
}
