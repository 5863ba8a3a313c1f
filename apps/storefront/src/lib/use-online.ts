import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
// the server renders for a connected browser; an offline one shows the difference once hydrated
const onlineOnServer = () => true;

/** Whether the browser has a connection (`navigator.onLine`), kept up to date by its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}
