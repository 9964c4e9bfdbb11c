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
