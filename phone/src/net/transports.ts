// The transports the phone tries, as engine.io classes: websocket first, long-polling when the websocket fails.
import { WebSocket as EngineWebSocket, XHR } from 'engine.io-client';

/**
 * A websocket that is closed before it ever opened (a proxy or firewall dropping upgrades) counts as failed, like
 * one that errors: with `tryAllTransports` the phone then moves to long-polling at once instead of waiting out the
 * 20 s connection timeout.
 */
class WebSocketOrFallback extends EngineWebSocket {
  protected override onClose(details?: Parameters<EngineWebSocket['onClose']>[0]): void {
    if (this.readyState === 'opening') this.onError('websocket closed before it opened', details);
    else super.onClose(details);
  }
}

/** The spec's order: websocket first, then long-polling. */
export const FIRST_TRANSPORTS = [WebSocketOrFallback, XHR];
/**
 * After a connection attempt failed outright (a websocket that hangs, or the server away), start on long-polling,
 * which works through any proxy, and let engine.io upgrade to a websocket as soon as one opens.
 */
export const AFTER_FAILURE_TRANSPORTS = [XHR, WebSocketOrFallback];
