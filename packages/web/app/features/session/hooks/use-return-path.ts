import { safeReturnPath } from "@quire/domain";
import { useSearchParams } from "react-router";

/** The page to go back to after signing in: jumpUrl (consumer) or TARGET (business), when it is a local page. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get("jumpUrl") ?? params.get("TARGET"));
}
