// How many Socket.IO sessions each client address holds in this process, so one address cannot take every
// connection slot or fill memory with sessions it opens and abandons (long-polling sessions hold no TCP
// connection, so MAX_CONNECTIONS alone does not bound them).

export interface AddressConnections {
  /** True when `address` already holds its cap of open sessions. */
  full(address: string): boolean;
  /** A session of `address` opened; call `closed` once when it ends. */
  opened(address: string): void;
  closed(address: string): void;
}

/** `max` open sessions per address; undefined: no cap (tests and benches, whose clients share 127.0.0.1). */
export function addressConnections(max: number | undefined): AddressConnections {
  const open = new Map<string, number>();
  return {
    full: (address) => max !== undefined && (open.get(address) ?? 0) >= max,
    opened(address) {
      open.set(address, (open.get(address) ?? 0) + 1);
    },
    closed(address) {
      const left = (open.get(address) ?? 0) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    },
  };
}
