import { describe, expect, it } from "vitest";
import {
  createListHref,
  listNoticeText,
  listPageHref,
  listPagesFamily,
  listsScreenHref,
  withListNotice,
  withoutListNotice,
} from "./list-pages";

describe("the lists pages' addresses", () => {
  it("keeps each site's family of addresses", () => {
    expect(listPagesFamily("/cc/mmx/list/details")).toBe("business");
    expect(listPagesFamily("/kuber/viewList")).toBe("consumer");
    expect(listsScreenHref("business")).toBe("/cc/mmx/list/mylists");
    expect(listsScreenHref("consumer", { search: "ink", sort: undefined, page: 2 })).toBe(
      "/kuber/viewList?tid=US&search=ink&page=2",
    );
    expect(listPageHref("business", "lst 1", 3)).toBe("/cc/mmx/list/details?id=lst+1&page=3");
    expect(listPageHref("consumer", "L1", 1, { print: "1" })).toBe("/kuber/viewList?tid=US&listId=L1&print=1");
    expect(createListHref("consumer")).toBe("/kuber/createList?tid=US");
    expect(createListHref("business")).toBe("/cc/mmx/list/mylists#create-list");
  });

  it("carries a change's notice in the address, and only the known ones", () => {
    const next = withListNotice("/kuber/viewList?tid=US&done=created&list=Old", "renamed", "New");
    expect(next).toBe("/kuber/viewList?tid=US&done=renamed&list=New");
    expect(listNoticeText(new URL(next, "http://x").searchParams)).toBe("Renamed the list to “New”.");
    expect(listNoticeText(new URLSearchParams("done=hacked&list=Click+here"))).toBeNull();
    expect(listNoticeText(new URLSearchParams("done=toString"))).toBeNull();
    expect(withoutListNotice(next)).toBe("/kuber/viewList?tid=US");
  });
});
