import { createContext, useContext } from "react";

/** This response's CSP nonce; set on the server, undefined in the browser (which hides it). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
