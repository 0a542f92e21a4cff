/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OAuth-style client id sent as Basic auth on login. */
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_CLIENT_SECRET?: string;
  /** Prefix of every API call; empty when the server serves the web app itself. */
  readonly VITE_API_BASE?: string;
  /** The live channel's websocket address when it is not this site's /server/live (wss://…). */
  readonly VITE_LIVE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
