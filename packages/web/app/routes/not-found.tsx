import { data } from "react-router";

export async function loader() {
  throw data("We couldn't find the page you were looking for.", { status: 404 });
}

export default function NotFound() {
  return null;
}
