// Socket.IO room keys, kept apart from socket ids and any other channel.
export const roomChannel = (roomName: string): string => `room:${roomName}`;
export const roomNameOfChannel = (channel: string): string | null =>
  channel.startsWith('room:') ? channel.slice('room:'.length) : null;
