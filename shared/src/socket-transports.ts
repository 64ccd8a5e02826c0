// The transports the phone and the host display try, in the shared order, as engine.io classes so a websocket closed
// before it opened counts as failed. (For the clients only: the server never imports it.)
import { WebSocket as EngineWebSocket, XHR } from 'engine.io-client';
import { AFTER_FAILURE_TRANSPORTS as AFTER_FAILURE, FIRST_TRANSPORTS as FIRST, type TransportName } from './reconnect';

/**
 * A websocket that is closed before it ever opened (a proxy or firewall dropping upgrades) counts as failed, like
 * one that errors: with `tryAllTransports` the client then moves to long-polling at once instead of waiting out the
 * 20 s connection timeout.
 */
class WebSocketOrFallback extends EngineWebSocket {
  protected override onClose(details?: Parameters<EngineWebSocket['onClose']>[0]): void {
    if (this.readyState !== 'opening') return super.onClose(details);
    // Closed first: the client answers the error by closing this transport, which calls back in here; still
    // "opening", that second round closed the already cleared websocket again and threw (a TypeError in the
    // page on every failed reconnect while offline).
    this.readyState = 'closed';
    this.onError('websocket closed before it opened', details);
  }
}

const byName: Record<TransportName, typeof XHR | typeof WebSocketOrFallback> = {
  websocket: WebSocketOrFallback,
  polling: XHR,
};

/** Websocket first, then long-polling (the spec's order). */
export const FIRST_TRANSPORTS = FIRST.map((name) => byName[name]);
/** Long-polling first, upgrading to a websocket as soon as one opens: after a connection attempt failed outright. */
export const AFTER_FAILURE_TRANSPORTS = AFTER_FAILURE.map((name) => byName[name]);
