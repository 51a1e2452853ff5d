import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { Link } from "react-router";
import { CreateAccountForm } from "../features/session/components/create-account-form";
import { useTenantId } from "../lib/use-session";
import { useReturnPath } from "../features/session/hooks/use-return-path";

import type { Route } from "./+types/create-account";
import { createAccountFormAction } from "../lib/page-actions.server";

/** The form posted before hydration or without JavaScript: signed in and back where the shopper was, or the reason. */
export const action = (args: Route.ActionArgs) => createAccountFormAction(args);

export function meta() {
  return [{ title: "Create an account | Quire" }, { name: "robots", content: "noindex" }];
}

export default function CreateAccountPage({ actionData }: Route.ComponentProps) {
  const tenant = useTenantId();
  const returnPath = useReturnPath();
  const isBusiness = tenant === "advantage";
  return (
    <div className="page page--narrow session-page">
      <h1>Create an account</h1>
      <p>{isBusiness ? "Order for your business with its own prices and approvals." : "Check out faster and keep your lists."}</p>
      <CreateAccountForm
        refusal={actionData?.refusal}
        companyRequired={isBusiness}
        onRegistered={() => window.location.assign(returnPath ?? "/")}
      />
      <p className="session-page__switch">
        Already have an account?{" "}
        <Link to={returnPath ? withReturnTarget(LOGIN_ROUTES.identityLogin, returnPath, tenant) : LOGIN_ROUTES.identityLogin}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
