import { Link } from "react-router";

export function meta() {
  return [{ title: "Sign in | Quire" }];
}

// Accounts arrive with their own issue; the route exists so header links and 401 redirects have a home.
export default function LoginPage() {
  return (
    <div className="page page--narrow">
      <h1>Sign in</h1>
      <p>Signing in is not available yet. You can browse and search the whole catalogue as a guest.</p>
      <p>
        <Link className="button" to="/">
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
