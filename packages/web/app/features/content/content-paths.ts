/** The store admin's editor of a content page. */
export function contentEditPath(slug: string): string {
  return `/content/edit/${slug}`;
}

export const HELP_PATH = "/help";
export const FEEDBACK_PATH = "/feedback";
