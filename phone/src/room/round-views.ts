// The round's views, one chunk of their own: a guest's first screen is the lobby, which needs neither the card
// (with its highlight words) nor the done-confirm view. RoomScreen asks for this chunk once the page has loaded.
export { Game } from './Game';
export { ConfirmView } from './ConfirmView';
