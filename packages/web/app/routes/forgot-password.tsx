import { PASSWORD_RESET_SENT } from "@quire/domain";
import { Link, useSearchParams } from "react-router";
import { ForgotPasswordForm } from "../features/account/components/password-forms";
import { forgotPasswordAction } from "../features/account/account-actions.server";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [
    { title: "Forgot your password? | Quire" },
    { name: "description", content: "Get a link to reset the password of your Quire account." },
    { name: "robots", content: "noindex" },
  ];
}

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const sent = params.get("sent") === "1" && !actionData;
  return (
    <div className="page page--narrow session-page">
      <h1>Forgot your password?</h1>
      {sent ? (
        <p className="notice" role="status">
          {PASSWORD_RESET_SENT}
        </p>
      ) : (
        <p>Enter the email of your account and we'll send you a link to choose a new password.</p>
      )}
      <ForgotPasswordForm refusal={actionData?.refusal ?? null} />
      <p className="session-page__switch">
        Remembered it? <Link to="/office/supplies/login">Sign in</Link>
      </p>
    </div>
  );
}
