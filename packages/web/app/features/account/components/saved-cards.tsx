import { CARD_MESSAGES, MAX_CARD_NICKNAME_LENGTH, MAX_SAVED_CARDS, type SavedCardView } from "@quire/domain";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { CardFrame, type GatewayCard } from "../../../ui/card-frame/card-frame";
import { SAVED_CARD_AUTH_TOKEN_URL, type StoredAuthToken } from "../../../ui/card-frame/payment-auth-client";
import { usePaymentAuthToken } from "../../../ui/card-frame/use-payment-auth-token";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, fieldId, TextField } from "../../../ui/form-fields";
import { cardText, expiryText, SavedCardLabel } from "../../../ui/saved-card-label";
import { useHydrated } from "../../../ui/use-hydrated";
import { ACCOUNT_PATHS } from "../account-paths";
import { type AccountRefusal, summaryErrors } from "../account-refusal";
import { translatedRefusal } from "../account-text";
import "../account.css";

// The account's saved cards: each with Make default and Remove (which asks first, as a page of its
// own: ?remove=<id>), and a new card typed into the gateway's framed card form, exactly as the
// checkout frames it. Without JavaScript the card is typed on the gateway's own page, which sends
// the shopper back here with ?cardToken=. Every form posts to the page's action.

const FORM_ID = "add-card";
const GATEWAY_FORM = "saved-cards-gateway";
const CONFIRM_ID = "remove-card-confirm";

export interface SavedCardsData {
  cards: SavedCardView[];
  gatewayOrigin: string;
  /** the card form's payment auth token, read by the loader (null at the limit, or when none could be had) */
  authToken: StoredAuthToken | null;
  /** where the gateway's own card page sends the shopper back (this page, absolute) */
  returnUrl: string;
  /** the token the gateway's own card page sent back (?cardToken=) */
  cardToken: string | null;
  /** the card whose removal is being confirmed (?remove=) */
  removing: SavedCardView | null;
}

export function SavedCards({ data, refusal: given }: { data: SavedCardsData; refusal: AccountRefusal | null }) {
  const { t } = useT();
  const refusal = translatedRefusal(given, t);
  const { cards, removing } = data;
  const rowRefusal = (id: string) =>
    refusal && refusal.target === id && (refusal.intent === "default-card" || refusal.intent === "remove-card") ? refusal : null;
  // A refusal about a card no longer listed (another tab removed it) is said above the list.
  const listRefusal = refusal && refusal.intent !== "add-card" && !cards.some((c) => c.id === refusal.target) ? refusal : null;
  const atLimit = cards.length >= MAX_SAVED_CARDS;
  return (
    <>
      {listRefusal ? (
        <p className="field__error" role="alert">
          {listRefusal.message}
        </p>
      ) : null}
      {cards.length === 0 ? (
        <p>{t("You have no saved cards yet. Add one below, or save one at checkout.")}</p>
      ) : (
        <ul className="saved-cards" aria-label={t("Saved cards")}>
          {cards.map((card) => {
            const name = cardText(card.brand, card.last4, t);
            return (
              <li key={card.id} className={`saved-cards__card${card.expired ? " saved-cards__card--expired" : ""}`}>
                <SavedCardLabel card={card} />
                {rowRefusal(card.id) ? (
                  <p className="field__error" role="alert">
                    {rowRefusal(card.id)?.message}
                  </p>
                ) : null}
                {removing?.id === card.id ? (
                  <RemoveConfirmation card={card} />
                ) : (
                  <div className="saved-cards__actions">
                    {card.isDefault || card.expired ? null : (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="intent" value="default-card" />
                        <input type="hidden" name="savedCardId" value={card.id} />
                        <button type="submit" className="link-button">
                          {t("Make default")}
                          <span className="visually-hidden"> {name}</span>
                        </button>
                      </Form>
                    )}
                    <Link
                      to={`${ACCOUNT_PATHS.paymentMethods}?remove=${encodeURIComponent(card.id)}#${CONFIRM_ID}`}
                      className="link-button"
                      preventScrollReset
                    >
                      {t("Remove")}
                      <span className="visually-hidden"> {name}</span>
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <section className="account-section" aria-labelledby="add-card-heading">
        <h2 id="add-card-heading">{t("Add a card")}</h2>
        {atLimit ? (
          <p className="notice">{t(CARD_MESSAGES.savedCardLimit)}</p>
        ) : (
          <AddCardForm data={data} refusal={refusal && refusal.intent === "add-card" ? refusal : null} />
        )}
      </section>
    </>
  );
}

/** "Remove Visa ending in 1111?" with Remove card (a post) and Keep card (back to the list). */
function RemoveConfirmation({ card }: { card: SavedCardView }) {
  const { t } = useT();
  const question = useRef<HTMLParagraphElement>(null);
  // Asked after a click on Remove: the shopper's place is the question.
  useEffect(() => {
    question.current?.focus();
  }, [card.id]);
  return (
    <div className="saved-cards__confirm" role="group" aria-labelledby={CONFIRM_ID}>
      <p id={CONFIRM_ID} ref={question} tabIndex={-1} className="saved-cards__question">
        {t("Remove {{card}}?", { card: cardText(card.brand, card.last4, t) })}
      </p>
      <p>{t("To pay with it again you will need to enter it again.")}</p>
      <div className="saved-cards__actions">
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="remove-card" />
          <input type="hidden" name="savedCardId" value={card.id} />
          <button type="submit" className="button">
            {t("Remove card")}
          </button>
        </Form>
        <Link to={ACCOUNT_PATHS.paymentMethods} className="button button--secondary" preventScrollReset>
          {t("Keep card")}
        </Link>
      </div>
    </div>
  );
}

/**
 * A new card: typed into the gateway's frame (its "Use this card" answers a token, never the
 * number), then a nickname, whether it is the default, and Save card.
 */
function AddCardForm({ data, refusal }: { data: SavedCardsData; refusal: AccountRefusal | null }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const values = refusal?.values ?? {};
  const errors = refusal?.fields ?? {};
  const [card, setCard] = useState<GatewayCard | null>(null);
  // A token the gateway's own card page sent back, kept through a refused post.
  const [receivedToken, setReceivedToken] = useState(() => data.cardToken ?? values.cardToken ?? "");
  const auth = usePaymentAuthToken(hydrated && !card && !receivedToken, data.authToken, null, SAVED_CARD_AUTH_TOKEN_URL);
  const cardToken = card?.token ?? receivedToken;
  const expiry = card ? expiryText(card.expiryMonth, card.expiryYear) : "";
  return (
    <>
      <Form method="post" id={`${FORM_ID}-form`} className="account-form" noValidate>
        <ErrorSummary
          id={`${FORM_ID}-errors`}
          errors={summaryErrors(FORM_ID, refusal ? { ...refusal, fields: withoutToken(refusal.fields) } : null)}
        />
        <CsrfField />
        <input type="hidden" name="intent" value="add-card" />
        <input type="hidden" name="cardToken" value={cardToken} />
        {card ? (
          // The frame that had the focus is gone: the focus goes to what took its place.
          <p className="card-entered" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
            {cardText(card.brand, card.last4, t)}
            {expiry ? t(", expires {{date}}", { date: expiry }) : ""}{" "}
            <button type="button" className="link-button" onClick={() => setCard(null)}>
              {t("Use a different card")}
            </button>
          </p>
        ) : receivedToken ? (
          <p className="card-entered">
            {t("Card details received")}{" "}
            {hydrated ? (
              <button type="button" className="link-button" onClick={() => setReceivedToken("")}>
                {t("Use a different card")}
              </button>
            ) : data.authToken ? (
              <button type="submit" form={GATEWAY_FORM} className="link-button">
                {t("Enter different card details")}
              </button>
            ) : null}
          </p>
        ) : hydrated || data.authToken ? (
          <>
            <CardFrame
              gatewayOrigin={data.gatewayOrigin}
              parentOrigin={new URL(data.returnUrl).origin}
              authToken={auth.token}
              authFailed={auth.status === "failed"}
              onCard={setCard}
              onAuthRejected={auth.refresh}
            />
            {hydrated ? null : (
              <button type="submit" form={GATEWAY_FORM} className="button button--secondary card-frame-fallback">
                {t("Enter card details")}
              </button>
            )}
          </>
        ) : (
          <p className="checkout-error">{t("Card entry is not available right now. Please try again in a few minutes.")}</p>
        )}
        {cardToken ? (
          <>
            <TextField
              id={fieldId(FORM_ID, "nickname")}
              name="nickname"
              label={t("Nickname")}
              optional
              hint={t("Up to {{max}} characters, to tell your saved cards apart.", { max: MAX_CARD_NICKNAME_LENGTH })}
              maxLength={MAX_CARD_NICKNAME_LENGTH}
              defaultValue={values.nickname ?? ""}
              error={errors.nickname}
            />
            <div className="field field--inline">
              <input
                id={fieldId(FORM_ID, "makeDefault")}
                type="checkbox"
                name="makeDefault"
                value="on"
                defaultChecked={values.makeDefault === "on"}
              />
              <label htmlFor={fieldId(FORM_ID, "makeDefault")}>{t("Make this my default card")}</label>
            </div>
            <div className="account-form__actions">
              <button type="submit" className="button">
                {t("Save card")}
              </button>
            </div>
          </>
        ) : null}
      </Form>
      {/* Without JavaScript the frame cannot talk to this page: the gateway's own card page instead. */}
      {data.authToken ? (
        <form method="post" id={GATEWAY_FORM} action={`${data.gatewayOrigin}/hosted/card-page`} hidden>
          <input type="hidden" name="authToken" value={data.authToken.value} />
          <input type="hidden" name="returnUrl" value={data.returnUrl} />
        </form>
      ) : null}
    </>
  );
}

/** The token is not a field the shopper can fix: its message is the summary's own line. */
function withoutToken(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields || !("cardToken" in fields)) return fields;
  const { cardToken: _token, ...rest } = fields;
  return Object.keys(rest).length > 0 ? rest : undefined;
}
