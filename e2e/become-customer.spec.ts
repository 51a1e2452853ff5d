import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./accessibility";
import { ownClientAddress } from "./checkout-steps";
import { isPhone } from "./header-steps";
import { expect, test, waitForHydration } from "./page-ready";
import { accountButton, signInOnLoginPage } from "./sign-in";

// Become a customer (decision 046): a guest on the business site applies from the footer's "Open a
// business account" in the become-customer drawer, the store admin approves the application, and
// the new business account's administrator signs in on the business site and sees the account.

test.use(ownClientAddress(161));

function advantageOrigin(baseURL: string | undefined): string {
  return `http://advantage.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

async function fillApplication(page: Page, fields: { company: string; email: string; password: string }) {
  const drawer = page.getByRole("dialog", { name: "Open a business account" });
  await drawer.getByLabel("Company name").fill(fields.company);
  await drawer.getByLabel("Number of employees").selectOption("10-49");
  await drawer.getByLabel("Industry").selectOption("Healthcare");
  await drawer.getByLabel("Estimated monthly spend").fill("2,500");
  await drawer.getByLabel("First name").fill("Ana");
  await drawer.getByLabel("Last name").fill("Lopez");
  await drawer.getByLabel("Email").fill(fields.email);
  await drawer.getByLabel("Phone number").fill("(617) 555-0142");
  await drawer.getByLabel("Street address").fill("12 Harbor St");
  await drawer.getByLabel("City").fill("Boston");
  await drawer.getByLabel("State").selectOption("MA");
  await drawer.getByLabel("Zip code").fill("02110");
  await drawer.getByLabel("Choose a password").fill(fields.password);
  return drawer;
}

test(
  "a guest applies from the footer, the store admin approves, the new administrator signs in",
  { tag: "@phone" },
  async ({ page, browser, baseURL }, testInfo) => {
    const origin = advantageOrigin(baseURL);
    const company = `Harbor Dental ${testInfo.project.name.toUpperCase()}`;
    // letters and digits, never a long run of digits (that reads as a card number and is refused)
    const email = `ana.${testInfo.project.name}.${Date.now().toString(36)}@harbordental.test`;
    const password = "Harbor-2026";

    // --- the guest applies in the drawer -----------------------------------------------------
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    const opener = footer.getByRole("link", { name: "Open a business account" });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Open a business account" });
    await expect(drawer.getByLabel("Company name")).toBeFocused();

    // a refusal comes back beside its fields, with the summary
    await drawer.getByRole("button", { name: "Apply for a business account" }).click();
    await expect(drawer.getByRole("alert")).toContainText("Enter your company name.");
    await expect(drawer.getByLabel("Company name")).toHaveAttribute("aria-invalid", "true");
    await expectNoA11yViolations(page);

    await fillApplication(page, { company, email, password });
    await drawer.getByRole("button", { name: "Apply for a business account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for applying" })).toBeVisible();
    await expect(drawer).toHaveCount(0);
    const receipt = page.getByRole("status").filter({ hasText: "Your application reference is" });
    const reference = /BA-[2-9A-Z]{8}/.exec((await receipt.textContent()) ?? "")?.[0] ?? "";
    expect(reference).not.toBe("");
    await expectNoA11yViolations(page);

    // --- the store admin approves it ---------------------------------------------------------
    const adminContext = await browser.newContext({
      ...ownClientAddress(162),
      viewport: page.viewportSize(),
      hasTouch: isPhone(page),
    });
    const admin = await adminContext.newPage();
    await signInOnLoginPage(admin, "store.admin@quire.test", "Robin");
    await admin.goto("/admin/business-applications");
    await expect(admin.getByRole("heading", { level: 1, name: "Business applications" })).toBeVisible();
    const application = admin.getByRole("article", { name: new RegExp(company) });
    await expect(application).toContainText(email);
    await expect(application).toContainText("$2,500.00");
    await expectNoA11yViolations(admin);
    await application.getByRole("button", { name: `Approve ${company}` }).click();
    const approved = admin.getByRole("status").filter({ hasText: `Application ${reference} approved` });
    await expect(approved).toBeVisible();
    const accountNumber = /business account (\d+)/.exec((await approved.textContent()) ?? "")?.[1] ?? "";
    expect(accountNumber).toMatch(/^\d{7}$/);
    await adminContext.close();

    // --- the new administrator signs in on the business site ---------------------------------
    await page.goto(`${origin}/office/supplies/login`);
    const main = page.getByRole("main");
    const submit = main.getByRole("button", { name: "Sign in", exact: true });
    await expect(submit).toBeEnabled();
    await main.getByRole("textbox", { name: "Email" }).fill(email);
    await main.getByLabel("Password", { exact: true }).fill(password);
    await submit.click();
    await expect(accountButton(page, "Ana")).toBeVisible();
    const strip = page.getByRole("region", { name: "Business account" });
    if (isPhone(page)) {
      await expect(strip.locator("summary")).toContainText(`Account ${accountNumber}`);
      await strip.locator("summary").click();
    }
    await expect(strip).toContainText(accountNumber);
    await expect(strip).toContainText(`${company} - Boston`);
    await expect(strip).toContainText("General");
    await expectNoA11yViolations(page);
  },
);
