// The one place that maps the server's error codes (and a lost network) to the toast the player sees.
import type { ErrorCode } from '@skal/shared';
import type { TextKey } from '../i18n';

export function errorToastKey(error: ErrorCode | 'network'): TextKey {
  switch (error) {
    case 'not_found':
      return 'toast.roomMissing';
    case 'taken':
      return 'toast.roomTaken';
    case 'too_long':
      return 'toast.tooLong';
    case 'room_full':
      return 'toast.roomFull';
    case 'rate_limited':
      return 'toast.tooFast';
    case 'not_member':
      return 'toast.notMember';
    case 'removals_limited':
      return 'toast.removalsLimited';
    case 'placeholder':
      return 'playersForm.placeholder';
    default:
      return 'toast.somethingWrong';
  }
}

/**
 * What the toast's text fills in from a refusal: `removals_limited` says the room's figure (servers always send it;
 * 20 is the default figure should one not).
 */
export function errorToastValues(refusal: { error: string; perMinute?: number }): { limit?: number } {
  return refusal.error === 'removals_limited' ? { limit: refusal.perMinute ?? 20 } : {};
}
