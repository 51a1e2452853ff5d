import { data } from "react-router";

// Any address no route serves: the root's error boundary shows the 404 page (NotFoundView) with
// its title, "Page not found | Quire", and the status is 404.

export async function loader() {
  throw data("", { status: 404 });
}

export default function NotFound() {
  return null;
}
