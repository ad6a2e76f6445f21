import { LOADER_FORCE_OFF_MS } from '@rihla/shared/constants';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { isLoggedIn } from './storage';

/** The global UI state of the spec: the loader flag (initially on) and the logged-in flag. */
export interface TUiState {
  loader: boolean;
  isLogin: boolean;
  setLoader(value: boolean): void;
  setIsLogin(value: boolean): void;
}

const UiStateContext = createContext<TUiState | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [loader, setLoader] = useState(true);
  const [isLogin, setIsLogin] = useState(isLoggedIn);
  // The spec forces the loader off one second after start.
  useEffect(() => {
    const timer = setTimeout(() => setLoader(false), LOADER_FORCE_OFF_MS);
    return () => clearTimeout(timer);
  }, []);
  const value = useMemo(() => ({ loader, isLogin, setLoader, setIsLogin }), [loader, isLogin]);
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}

export function useUiState(): TUiState {
  const value = useContext(UiStateContext);
  if (!value) throw new Error('useUiState outside UiStateProvider');
  return value;
}
