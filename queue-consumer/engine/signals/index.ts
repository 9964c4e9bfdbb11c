/** The whole catalogue, in the order it is matched and listed. */
import { PRICING_SIGNALS } from "./pricing";
import { PRIVACY_SIGNALS } from "./privacy";
import type { SignalRule } from "./rule";
import { SECURITY_SIGNALS } from "./security";

export const ALL_SIGNALS: SignalRule[] = [...PRICING_SIGNALS, ...PRIVACY_SIGNALS, ...SECURITY_SIGNALS];
