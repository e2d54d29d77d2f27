/** See server-node-flags.mjs. */
export declare const SERVER_NODE_FLAGS: string[];
/** See server-node-flags.mjs. */
export declare const SERVER_ENV: Record<string, string>;
