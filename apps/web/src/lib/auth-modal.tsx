import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

export type TAuthModal = 'login' | 'signup' | 'forgot' | 'otp' | null;

interface TAuthModalState {
  modal: TAuthModal;
  open(modal: Exclude<TAuthModal, null>): void;
  close(): void;
  /**
   * The control focused when the first of a chain of these modals opened (LOGIN, the wishlist heart, Get Ticket):
   * it gets the focus back when the last one closes, since the modals are opened by state, not by a Radix Trigger.
   */
  openerRef: RefObject<HTMLElement | null>;
}

const AuthModalContext = createContext<TAuthModalState | null>(null);

/** Which of the login, sign-up, forgot-password and login-with-OTP modals is open, if any. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<TAuthModal>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const open = useCallback((next: Exclude<TAuthModal, null>) => {
    const active = document.activeElement;
    setModal((current) => {
      // Moving from one modal to another (login -> sign-up) keeps the control that opened the first.
      if (current === null) openerRef.current = active instanceof HTMLElement ? active : null;
      return next;
    });
  }, []);
  const value = useMemo(() => ({ modal, open, close: () => setModal(null), openerRef }), [modal, open]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): TAuthModalState {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal outside AuthModalProvider');
  return value;
}
