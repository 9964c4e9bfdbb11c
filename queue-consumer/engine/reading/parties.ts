/**
 * Who a sentence is about when it is not the vendor: the customer's own duties ("Customer must
 * retain patient records for seven years", "you are responsible for ensuring that your hosting
 * region meets...", "you must be PCI DSS compliant", "agents are responsible for complying with
 * the laws governing the sale of personal information"). What the customer must do is not the
 * vendor's practice or claim; the catalogue, the rubric and the certifications read it alike.
 */
import { seq } from "./pattern";

export const CUSTOMER_DUTY = seq(
  /\b(?:you|customers?|users?|agents?|licensees?|merchants?|clients?)\b[^.;]{0,30}\b/i,
  /(?:must|shall|should|need to|agree to|(?:is|are) (?:solely )?(?:required|responsible))\b/i,
);

/**
 * What the customer may not do ("you may not sell", "users must not", "you agree not to send
 * unsolicited advertising"): a prohibition on the customer, not a promise of the vendor's. Three
 * wordings are kept apart, as the rules that use them were measured: their gaps and verbs differ,
 * and making them one would change what some rules read.
 */
/** "you / users / customers … may not, must not, shall not, agree not to" (a short gap). */
export const CUSTOMER_MAY_NOT =
  /\b(?:you|users?|customers?)\b[^.;]{0,20}\b(?:may not|must not|shall not|agree not to)\b/i;
/** The same with "will not" and a longer gap: the rubric's sharing statements. */
export const CUSTOMER_WILL_NOT =
  /\b(?:you|users?|customers?)\b[^.;]{0,40}\b(?:will not|shall not|must not|may not|agree not to)\b/i;
/** The same with licensees, "will not", "cannot" and "are not permitted to": the sale statements. */
export const CUSTOMER_PROHIBITION = seq(
  /\b(?:you|users?|customers?|licensees?)\b[^.;]{0,20}\b/i,
  /(?:may not|must not|shall not|will not|agree not to|are not (?:permitted|allowed) to|cannot)/i,
  /\b/i,
);
