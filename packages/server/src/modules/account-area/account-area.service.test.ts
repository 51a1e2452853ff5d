import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { accountAreaServices, clientAt } from "../../test/account-area-fixture";
import { type TestServer, startTestServer } from "../../test/test-server";
import { findUserByEmail } from "../session";
import { parsePasswordChange, parseProfile } from "./account-area.schema";

// The account area: a profile with the registration rules, the checkout's address rules for saved
// addresses (only one's own), and a password change that ends the other sessions.

const ADDRESS = {
  firstName: "Avery",
  lastName: "Chen",
  address1: "1 Main St",
  city: "Framingham",
  state: "MA",
  zipCode: "01701",
  phone: "(617) 555-0100",
};

describe("account area", () => {
  let server: TestServer;
  let services: ReturnType<typeof accountAreaServices>;
  const ownerOf = async (email: string, tenant: "dotcom" | "advantage" = "dotcom") => ({
    userId: Number((await findUserByEmail(server.db, tenant, email))!.id),
    tenant,
  });
  beforeAll(async () => {
    server = await startTestServer({ products: 50 });
    services = accountAreaServices(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("changes the profile with the registration rules, and refuses another account's e-mail", async () => {
    const owner = await ownerOf("registered@quire.test");
    expect(() => parseProfile({ firstName: "", lastName: "Chen", email: "x@quire.test", phone: "" })).toThrow(
      expect.objectContaining({ statusCode: 400, details: { fields: { firstName: "Enter your first name." } } }),
    );
    expect(() => parseProfile({ firstName: "Al", lastName: "Chen", email: "x@quire.test", phone: "555-0100" })).toThrow(
      expect.objectContaining({ statusCode: 400, code: "VALIDATION_ERROR" }),
    );
    const changed = await services.accountArea.updateProfile(
      owner,
      parseProfile({ firstName: " Robin ", lastName: "Reyes", email: "Registered@Quire.test", phone: "1 (617) 555-0100" }),
    );
    expect(changed).toMatchObject({ firstName: "Robin", lastName: "Reyes", email: "registered@quire.test", phone: "6175550100" });
    await expect(
      services.accountArea.updateProfile(owner, { firstName: "R", lastName: "R", email: "rewards.base@quire.test", phone: "" }),
    ).rejects.toMatchObject({ statusCode: 409, code: "EMAIL_TAKEN" });
  });

  it("adds, edits, makes default and deletes addresses with the checkout's rules; another's is not found", async () => {
    const owner = await ownerOf("csr@quire.test");
    await expect(services.accountArea.saveAddress(owner, { ...ADDRESS, zipCode: "0170" })).rejects.toMatchObject({
      statusCode: 400,
      code: "ADDRESS_INVALID",
      details: { fields: { zipCode: "Invalid zip code" } },
    });
    await expect(services.accountArea.saveAddress(owner, { ...ADDRESS, city: "Boston" })).rejects.toMatchObject({
      statusCode: 409,
      code: "ADDRESS_VALIDATION_SUGGESTION",
    });
    const first = await services.accountArea.saveAddress(owner, ADDRESS);
    expect(first).toMatchObject({ city: "Framingham", phone: "6175550100", isDefault: true });
    const second = await services.accountArea.saveAddress(owner, { ...ADDRESS, address1: "9 Elm St" });
    expect(second.isDefault).toBe(false);
    await services.accountArea.makeDefaultAddress(owner, second.id);
    const edited = await services.accountArea.saveAddress(owner, { ...ADDRESS, address1: "2 Main St" }, { addressId: first.id });
    expect(edited.address1).toBe("2 Main St");
    expect((await services.accountArea.addresses(owner)).map((a) => [a.address1, a.isDefault])).toEqual([
      ["9 Elm St", true],
      ["2 Main St", false],
    ]);

    const stranger = await ownerOf("select.member@quire.test");
    for (const attempt of [
      () => services.accountArea.deleteAddress(stranger, first.id),
      () => services.accountArea.makeDefaultAddress(stranger, first.id),
      () => services.accountArea.saveAddress(stranger, ADDRESS, { addressId: first.id }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ statusCode: 404, code: "ADDRESS_NOT_FOUND" });
    }
    await services.accountArea.deleteAddress(owner, second.id);
    expect(await services.accountArea.addresses(owner)).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
  });

  it("changes the password: a wrong current one is refused and counted; other sessions end, this one goes on", async () => {
    const email = "buyer@bluebirddental.test";
    const owner = await ownerOf(email, "advantage");
    const here = await services.sessions.signIn({ email, password: DEMO_PASSWORD }, clientAt("advantage"));
    const elsewhere = await services.sessions.signIn({ email, password: DEMO_PASSWORD }, clientAt("advantage"));
    expect(() =>
      parsePasswordChange({ currentPassword: "x", newPassword: "Newpass-123", confirmPassword: "Newpass-124" }),
    ).toThrow(expect.objectContaining({ details: { fields: { confirmPassword: "The two new passwords are not the same." } } }));
    await expect(
      services.accountArea.changePassword(
        owner,
        { currentPassword: "wrong-1", newPassword: "Newpass-123" },
        clientAt("advantage", here.sessionId),
      ),
    ).rejects.toMatchObject({ statusCode: 400, code: "CURRENT_PASSWORD_INCORRECT" });
    const renewed = await services.accountArea.changePassword(
      owner,
      { currentPassword: DEMO_PASSWORD, newPassword: "Newpass-123" },
      clientAt("advantage", here.sessionId),
    );
    expect(await services.sessions.resolve(elsewhere.sessionId, "advantage")).toBeNull();
    expect(await services.sessions.resolve(here.sessionId, "advantage")).toBeNull();
    expect(await services.sessions.resolve(renewed.sessionId, "advantage")).toMatchObject({ userId: owner.userId });
    await expect(services.sessions.signIn({ email, password: DEMO_PASSWORD }, clientAt("advantage"))).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("counts wrong current passwords against the account's sign-in limit", async () => {
    const email = "shipping.only@bluebirddental.test";
    const owner = await ownerOf(email, "advantage");
    for (let i = 0; i < 5; i++) {
      await expect(
        services.accountArea.changePassword(
          owner,
          { currentPassword: `guess-${i}`, newPassword: "Newpass-123" },
          clientAt("advantage"),
        ),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
    await expect(
      services.accountArea.changePassword(
        owner,
        { currentPassword: DEMO_PASSWORD, newPassword: "Newpass-123" },
        clientAt("advantage"),
      ),
    ).rejects.toMatchObject({ statusCode: 429, code: "TOO_MANY_ATTEMPTS" });
    await expect(services.sessions.signIn({ email, password: DEMO_PASSWORD }, clientAt("advantage"))).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
