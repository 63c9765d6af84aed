import { useSyncExternalStore } from 'react';

/**
 * The state of the live stream (`stream/`): `off` (not opened: signed out or no EventSource),
 * `connecting` (first connection), `live` (open) or `reconnecting` (lost; retrying with backoff).
 */
export type LiveConnectionState = 'off' | 'connecting' | 'live' | 'reconnecting';

let state: LiveConnectionState = 'off';
const listeners = new Set<() => void>();

/** Sets the state (use-live-updates.ts is the only writer outside tests). */
export function setLiveConnectionState(next: LiveConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getLiveConnectionState(): LiveConnectionState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live stream's state, re-rendering on every change. */
export function useLiveConnectionState(): LiveConnectionState {
  return useSyncExternalStore(subscribe, getLiveConnectionState, getLiveConnectionState);
}
