// The shared core of Skål: pure rules and the wire contract, used by phone, host display and server.
export * from './rules';
export * from './room-name';
export * from './entry-text';
export * from './random';
export * from './deck';
export * from './display-rules';
export * from './protocol';
export * from './highlight';
export * from './players';
export * from './entry-pieces';
export * from './name-guard';
export * from './reconnect';
export * from './deck-file';
export * from './deck-removal';
export * from './ai-style';
export * from './seller';
export * from './collection-draw';
