// Whether this phone can reach the room right now: the socket is connected and the browser thinks it is online.
import { useEffect, useState } from 'react';
import { getSocket, isConnected } from './socket';

export function useConnection(): boolean {
  const [online, setOnline] = useState(isConnected);
  useEffect(() => {
    const socket = getSocket();
    const update = () => setOnline(isConnected());
    socket.on('connect', update);
    socket.on('disconnect', update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      socket.off('connect', update);
      socket.off('disconnect', update);
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
