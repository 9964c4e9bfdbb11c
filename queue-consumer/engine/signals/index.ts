/** The whole catalogue, in the order it is matched and listed. */
import { MULTILINGUAL_SIGNALS } from "./multilingual";
import { PRICING_SIGNALS } from "./pricing";
import { PRIVACY_SIGNALS } from "./privacy";
import type { SignalRule } from "./rule";
import { SECURITY_SIGNALS } from "./security";

export const ALL_SIGNALS: SignalRule[] = [
  ...PRICING_SIGNALS,
  ...PRIVACY_SIGNALS,
  ...SECURITY_SIGNALS,
  ...MULTILINGUAL_SIGNALS,
];

/** One rule per id (the English one): its weight, finding and dimension, as the README documents them. */
export const SIGNAL_CATALOGUE: SignalRule[] = ALL_SIGNALS.filter(
  (r, i) => ALL_SIGNALS.findIndex((x) => x.id === r.id) === i,
);
