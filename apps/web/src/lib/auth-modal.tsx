import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export type TAuthModal = 'login' | 'signup' | 'forgot' | 'otp' | null;

interface TAuthModalState {
  modal: TAuthModal;
  open(modal: Exclude<TAuthModal, null>): void;
  close(): void;
}

const AuthModalContext = createContext<TAuthModalState | null>(null);

/** Which of the login, sign-up, forgot-password and login-with-OTP modals is open, if any. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<TAuthModal>(null);
  const value = useMemo(() => ({ modal, open: setModal, close: () => setModal(null) }), [modal]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): TAuthModalState {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal outside AuthModalProvider');
  return value;
}
