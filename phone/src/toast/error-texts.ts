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
    default:
      return 'toast.somethingWrong';
  }
}
