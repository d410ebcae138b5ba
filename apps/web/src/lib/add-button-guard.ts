import { createContext, useContext, useEffect, type RefObject } from 'react';

/**
 * The dashboard layout's add (+) button asks the page before it goes to GetQuote: the new-quote rule (customer spec
 * §4) is the page's to apply, and it may keep the person where they are (and say why) by answering false.
 */
export type AddButtonCheck = () => boolean;

export const AddButtonGuardContext = createContext<RefObject<AddButtonCheck | null> | null>(null);

/** The page's check, while the page is shown. Pass a stable function (useCallback). */
export function useAddButtonGuard(check: AddButtonCheck): void {
  const guardRef = useContext(AddButtonGuardContext);
  useEffect(() => {
    if (!guardRef) return;
    guardRef.current = check;
    return () => {
      if (guardRef.current === check) guardRef.current = null;
    };
  }, [guardRef, check]);
}
