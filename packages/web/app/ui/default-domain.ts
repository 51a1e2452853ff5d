import { createContext, useContext } from "react";

const DefaultDomainContext = createContext<string | null>(null);

/** The host links are compared with to tell internal from external; the root layout provides it. */
export const DefaultDomainProvider = DefaultDomainContext.Provider;

export function useDefaultDomain(): string {
  const domain = useContext(DefaultDomainContext);
  if (domain !== null) return domain;
  return typeof window === "undefined" ? "" : window.location.hostname;
}
