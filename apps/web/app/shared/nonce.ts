import { createContext, useContext } from 'react';

/** The response's CSP nonce, given to inline scripts during server rendering. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
