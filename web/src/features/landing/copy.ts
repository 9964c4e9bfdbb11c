import type { LandingVariant } from "@core/contract/landing";

export interface HeroCopy {
  eyebrow: string;
  title: string;
  subtitle: string;
}

export const HERO_COPY: Record<LandingVariant, HeroCopy> = {
  empowerment: {
    eyebrow: "The Safe-to-Try Lane for SaaS and AI tools",
    title: "Try the tools you need. Know the risks in seconds.",
    subtitle:
      "Paste any SaaS or AI vendor's website and get a risk report on pricing, privacy/legal and security. Every finding quotes the vendor's own pages and links to the source.",
  },
  control: {
    eyebrow: "Vendor risk assessment",
    title: "Rapid risk review for SaaS and AI vendors",
    subtitle:
      "Enter a vendor's website to get an overall risk score from 0 to 10, separate scores for pricing, privacy/legal and security risk, and a recommendation.",
  },
  variant: {
    eyebrow: "Shadow IT and shadow AI",
    title: "Your team is already using AI tools nobody has reviewed.",
    subtitle:
      "Find out which ones are safe before sensitive data goes in. Check any tool for free in seconds, then give your team a fast, clear lane to approval.",
  },
};
