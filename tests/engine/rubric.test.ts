import { describe, expect, it } from "vitest";
import { analyzeCrawl } from "@queue-consumer/engine/analyze";
import { requiredFragments } from "@queue-consumer/engine/reading/keywords";
import { matchSignals } from "@queue-consumer/engine/reading/match";
import { RUBRIC_POINTS, RUBRIC_QUESTIONS } from "@queue-consumer/engine/rubric/questions";
import { answerLine, answerPoints, RUBRIC_BASE, scoreWeight } from "@queue-consumer/engine/rubric/scoring";
import { RUBRIC_STATEMENTS } from "@queue-consumer/engine/rubric/statements";
import type { PageKind } from "@queue-consumer/engine/types";
import { crawlOf, pageOf, sentencesOf } from "./support/fixture";

const reads = (id: string, text: string, kind: PageKind = "privacy") =>
  matchSignals(RUBRIC_STATEMENTS, sentencesOf(kind, text)).has(id);

/**
 * Each statement of the rubric in several phrasings, and sentences that look alike but must not
 * be read as it (denials, the customer's duties, rights the law gives, other subjects).
 */
const CASES: Record<string, { match: string[]; not: string[] }> = {
  "rubric.share_group": {
    match: [
      "We share your information among the Acme family of companies.",
      "We may share personal data with our affiliates and subsidiaries.",
      "Your information may be disclosed to other companies in our corporate group.",
      "We may transfer your personal information to our parent company and its subsidiaries.",
      "Information is shared across the Acme family of brands to personalise your experience.",
      "Our affiliates may access your personal data to provide customer support.",
      "Companies owned by or under common control with Acme may receive your information.",
    ],
    not: [
      "This policy applies to Acme and its affiliates.",
      "We do not share your personal data with our affiliates for their marketing.",
      "Our affiliate program pays commissions for referrals.",
      "Some links on the site are affiliate links.",
      "You can share your notes with members of your team.",
      "Our affiliates' own privacy policies govern their services.",
      "Acme is a member of the Example Group of companies.",
    ],
  },
  "rubric.collected_summary": {
    match: [
      "We collect information you provide to us and information collected automatically.",
      "We may collect personal information when you use our services.",
      "We collect different types of information depending on how you use the service.",
      "We automatically collect certain information when you visit the site.",
      "Information that is collected automatically helps us run the service.",
      "We may receive information that you submit through forms.",
    ],
    not: [
      "You can choose what information you provide to us.",
      "We do not collect information automatically.",
      "Automatically collected information is described in the cookie policy.",
      "When you use our services, you agree to these terms.",
    ],
  },
  "rubric.no_personal_data": {
    match: [
      "We do not collect any personal information.",
      "We don't collect or store any personal data about you.",
      "Acme does not collect personally identifiable information.",
      "We collect no personal data.",
      "The app collects no data.",
      "No personal information is collected or stored by the app.",
      "The app does not gather, store or share any personal data.",
      "We never collect personal information from our users.",
      "We do not ask for, collect or store any information that identifies you.",
      "The service collects no personally identifiable information (PII) whatsoever.",
      "We do not track, collect or store any data about you.",
      "Acme doesn't log or collect any of your personal data.",
      "None of your personal information is ever stored.",
      "Personal data is not collected or stored by the app.",
      "Your personal information is never recorded or processed.",
    ],
    not: [
      "We do not collect personal information from children under 13.",
      "We do not knowingly collect personal information from anyone under 16.",
      "We do not collect any personal information other than your email address.",
      "We do not collect more personal data than we need to provide the service.",
      "We do not collect sensitive personal information such as health data.",
      "We do not collect personal information unless you choose to give it to us.",
      "We do not collect any personal information except that which you provide.",
      "We don't collect personal data without your consent.",
      "We do not collect personal information from third parties.",
      "We do not collect personal information when you visit our website, but we do when you create an account.",
      "We do not collect any personal information about you beyond your email address.",
      "Apart from your email address, we do not collect personal data.",
      "We do not collect personal data for advertising.",
      "We do not collect personal information about your contacts.",
      "Payment data is not stored on our servers.",
      "Your personal data is not stored in plain text.",
      "At this time, we do not track our Users' personal information over time and across third-party online services.",
      "You will not have to pay a fee to obtain a copy of your personal data.",
      "We do not directly collect personal data; our payment processor does.",
      "We do not collect personal information through the browser extension.",
      "We do not store your data on servers outside the European Union.",
      "We never store your personal data longer than necessary.",
      "We will not retain personal information after your account is deleted.",
      "We do not store any of your credit card data.",
      "We do not sell your personal information.",
      "You can choose not to give us personal information, but some features will not work.",
      "No personal data is transferred to third parties.",
      "When you use the zero-retention API, we will not retain any content (including personal data) after the request.",
    ],
  },
  "rubric.breach_notice": {
    match: [
      "If a data breach affects your personal information, we will notify you without undue delay.",
      "We will inform affected users by email of any security incident involving their data.",
      "Affected customers will be notified promptly in the event of unauthorized access to their account data.",
      "Should your account information be compromised, we will let you know as soon as we can.",
    ],
    not: [
      "You must notify us immediately of any breach of your account.",
      "Please let us know if you think your password has been compromised.",
      "Compromised accounts may be suspended.",
      "We will notify you when your export is ready.",
      "We disclaim any warranty with respect to breaches of security.",
    ],
  },
  "rubric.breach_notice_72": {
    match: ["If a breach affects your data, we will notify you within 72 hours of becoming aware of it."],
    not: [
      "We notify the supervisory authority of a personal data breach within 72 hours.",
      "We will notify you of a breach without undue delay.",
    ],
  },
  "rubric.change_notice": {
    match: [
      "If we make material changes to this policy, we will notify you by email before they take effect.",
      "We will let you know about significant changes to this Privacy Notice through the app.",
      "When a change is material, we'll email account holders thirty days in advance.",
      "Users will be notified of any substantial changes to this policy.",
      "If we change this policy in a material way, you will be notified by email.",
    ],
    not: [
      "We will notify you by updating the date at the top of this policy.",
      "We may change this policy from time to time.",
      "We will notify you when your subscription renews.",
    ],
  },
  "rubric.change_posted_only": {
    match: [
      "We will post any changes to this policy on this page.",
      "When we update this policy we will revise the last updated date above.",
      "Changes to this policy become effective when posted.",
    ],
    not: ["We will email you about any material change to this policy.", "Please read this policy carefully."],
  },
  "rubric.policy_versions": {
    match: [
      "Previous versions of this privacy policy are available in our archive.",
      "You can view earlier versions of this policy here.",
      "A changelog lists every revision of this policy.",
      "Our previous privacy policies are available in the policy archive.",
    ],
    not: ["This version of the policy applies from 1 May.", "Please keep your app on the latest version."],
  },
  "rubric.legal_disclosure": {
    match: [
      "We may disclose your information to comply with applicable law, legal process or a government request.",
      "In response to a subpoena or court order, we may share personal data with law enforcement.",
      "We may preserve and disclose account data if we believe it is required by law.",
      "We may share information with the police when we believe in good faith that it is needed.",
      "Records may be disclosed to tax authorities and other public bodies.",
    ],
    not: [
      "You are responsible for complying with the laws of your country.",
      "This policy is governed by the laws of Ireland.",
      "You agree not to share content with anyone claiming to be law enforcement.",
      "Law enforcement agencies can find our contact details on this page.",
    ],
  },
  "rubric.legal_obligation": {
    match: [
      "We process your personal data where it is necessary to comply with a legal obligation.",
      "Reasonable exceptions may apply, for example to comply with applicable laws.",
      "Legal basis: compliance with our legal obligations.",
    ],
    not: [
      "You must comply with applicable laws when you use the service.",
      "Users agree to comply with the law of their country.",
      "We comply with the GDPR.",
      "You are responsible for compliance with the laws that apply to your content.",
    ],
  },
  "rubric.legal_disclosure_strict": {
    match: [
      "We will only disclose your personal data to authorities when we are compelled by law to do so.",
      "We never share your information with governments except when required by a valid court order.",
      "We release user data to law enforcement only upon receipt of a legally binding subpoena.",
    ],
    not: [
      "We may disclose information to comply with law enforcement requests.",
      "Our service providers only process your data on our instructions, unless otherwise required by law.",
      "We shall not be required to provide refunds unless required by law.",
    ],
  },
  "rubric.security_measures": {
    match: [
      "We use appropriate technical and organisational measures to protect your personal data.",
      "We take reasonable steps to safeguard your information against unauthorized access.",
    ],
    not: ["Please keep your password secret.", "We measure how often features are used."],
  },
  "rubric.security_encryption": {
    match: ["All data is encrypted at rest.", "We encrypt your files on our servers."],
    not: ["We recommend that you send confidential information encrypted or by post."],
  },
  "rubric.security_transport": {
    match: [
      "We protect data in transit with TLS 1.2 or higher.",
      "Every connection to the service uses HTTPS to secure your data.",
    ],
    not: ["Visit https://example.com/privacy to learn more about how we secure data."],
  },
  "rubric.security_access": {
    match: [
      "Access to personal data is restricted to employees who need it for their work.",
      "We limit access to our production systems to a small number of engineers.",
      "Only authorized employees have access to your personal information.",
    ],
    not: ["We collect your device's Media Access Control (MAC) address.", "You can access your data at any time."],
  },
  "rubric.security_reviews": {
    match: [
      "We regularly review our security measures and systems.",
      "Our infrastructure is continuously monitored for vulnerabilities.",
    ],
    not: ["We periodically review this privacy policy.", "Our security measures are constantly updated."],
  },
  "rubric.security_independent": {
    match: [
      "Independent auditors assess our security controls every year.",
      "A third-party firm performs penetration tests of our application.",
      "Each year an independent auditor examines us for our SOC 2 Type II report.",
    ],
    not: ["We are independent contractors and not your agents.", "Third-party cookies may be set by our partners."],
  },
  "rubric.delete_self_service": {
    match: [
      "You can delete your account at any time from the account settings page.",
      "Users may permanently delete their data directly in the app.",
      "To delete your account, go to Settings > Account > Delete account.",
      "You can delete your account in Settings without needing to contact support.",
      "In Settings > Privacy you can have your account and all of its data permanently deleted.",
    ],
    not: [
      "To delete your account, contact us at privacy@example.com.",
      "You can delete cookies through your browser settings.",
      "You can remove a post at any time.",
      "We delete personal information collected through the Services within 30 days after you close your account.",
      "Upon termination we delete all personal information you provided about yourself.",
      "You can update your notification preferences at any time, and we will delete your personal data when you close your account.",
      "You may close your account at any time by giving us written notice.",
      "View your account history, including items you have deleted, in Settings > Activity.",
      "You can remove your payment information from the Billing page.",
    ],
  },
  "rubric.delete_on_request": {
    match: [
      "You have the right to request the deletion of your personal data.",
      "You may ask us to erase your information by emailing privacy@example.com.",
      "Contact us if you would like us to delete your account data.",
      "If you wish to delete your account, please contact our support team.",
      "To have your personal data erased, write to our data protection officer.",
      "To exercise your right to erasure, contact the Company at privacy@acme.com.",
    ],
    not: [
      "We delete logs after 30 days.",
      "You must not delete the copyright notices.",
      "If your work is used on the site without permission, you may request its removal under the DMCA.",
      "Rights holders can ask us to remove infringing material by contacting our agent.",
      "If you have any questions about our data retention or deletion practices, please contact us at privacy@example.com.",
      "We will email you before your inactive account is deleted.",
      "The Company has the right to remove your content at any time.",
    ],
  },
  "rubric.no_deletion": {
    match: [
      "Accounts cannot be deleted, because edits must stay attributed.",
      "It is not possible to delete your contributions.",
    ],
    not: [
      "You can delete your account at any time.",
      "Your personal data is not stored after you delete your account.",
      "After you close your account, you remain responsible for any charges incurred.",
      "Sections 5, 8 and 12 will remain in effect after termination of your account.",
      "We will not delete your data without your consent.",
      "Deleting the app from your device does not delete your account.",
      "We do not delete your account unless you ask us to.",
      "Private accounts are only visible to approved followers and hidden from search results.",
      "Only workspace admins can disable member accounts.",
      "We collect and store your Permanent Account Number (PAN).",
    ],
  },
  "rubric.targeted_ads": {
    match: [
      "We show you personalized ads based on your activity.",
      "Our advertising partners use cookies to deliver interest-based advertising.",
      "We use your information to show you ads on other websites.",
      "We may use your advertising identifier to measure campaigns.",
      "We use cookies and similar technologies for analytics and advertising.",
      "Ad networks we work with may collect information about your browsing over time and across different websites.",
    ],
    not: [
      "You have the right to opt out of targeted advertising.",
      "Our advertising appears across our websites and apps.",
      "We do not use your data for advertising.",
      "Advertisers may not use the service to collect data.",
      "We do not use cookies for advertising.",
    ],
  },
  "rubric.ads_opt_out": {
    match: [
      "You can opt out of interest-based advertising in your settings.",
      "To stop seeing personalized ads, enable Limit Ad Tracking on your device.",
    ],
    not: ["You can unsubscribe from our newsletter at any time.", "You may not opt out of service emails."],
  },
  "rubric.no_targeted_ads": {
    match: [
      "We do not use your personal information for advertising.",
      "We never show ads in the app.",
      "There are no third-party advertising cookies on our site.",
    ],
    not: ["We do not use your data for advertising without your consent.", "We show ads based on your interests."],
  },
  "rubric.share_service_providers": {
    match: [
      "We share personal data with service providers who process it on our behalf.",
      "Vendors that help us run the service may receive your information.",
      "We rely on third parties to process card payments.",
    ],
    not: ["You may not share your password with anyone."],
  },
  "rubric.share_noncritical": {
    match: [
      "We share information with advertising partners to measure our campaigns.",
      "We may disclose data to unaffiliated companies for their own marketing purposes.",
      "We may share your information with our partners for marketing purposes.",
    ],
    not: [
      "We do not share your data with advertisers.",
      "You have the right to opt out of the sharing of your data with advertising partners.",
    ],
  },
  "rubric.share_own_purpose": {
    match: [
      "We may pass your contact details to selected insurers so that they can market their products to you.",
      "Your registration details are passed to the webinar's co-host, which may use them to send you information about its own services.",
      "Supporter names and postal addresses are exchanged with like-minded charities for their own fundraising mailings.",
    ],
    not: [
      "We provide merchants with tools to promote their own products.",
      "We may send you emails to tell you about other products and services we think you may like.",
      "Our service providers are prohibited from using your data for their own purposes.",
      "If we ever decide to share your details with partners for their own marketing, we will ask you first.",
    ],
  },
  "rubric.others_trackers": {
    match: [
      "Our pages include the LinkedIn Insight Tag, which allows LinkedIn to collect information about your visit and link it to your profile on their platform.",
      "Third parties may collect information about your use of our apps over time and across different websites for interest-based advertising.",
      "Our mobile app includes software development kits from advertising companies that collect your device identifier for targeted ads.",
    ],
    not: [
      "Our browser blocks third-party cookies used for advertising.",
      "Third parties whose websites you visit may collect information to show you ads; we have no control over that.",
      "Social media plugins and advertising tags are not integrated into our site.",
      "We use first-party cookies to remember your language across visits.",
    ],
  },
  "rubric.no_sharing": {
    match: ["We do not share your personal data with third parties.", "We never give your information to anyone."],
    not: [
      "You agree that you will not disclose member information to any third party.",
      "We do not share your data with third parties, except with our service providers.",
    ],
  },
  "rubric.third_party_analytics": {
    match: [
      "We use Google Analytics to understand how visitors use the site.",
      "Our app includes Mixpanel to measure which features are used.",
      "We work with third-party analytics providers who set cookies on our pages.",
    ],
    not: [
      "We run a self-hosted installation of Matomo instead of third-party analytics tools.",
      "We do not use Google Analytics or any other third-party analytics service.",
      "We analyse usage on our own servers to improve the service.",
      "Google may show ads next to search results.",
    ],
  },
  "rubric.collect_from_third_parties": {
    match: [
      "We receive information about you from data brokers and advertising networks.",
      "Our partners may provide us with information about your purchases.",
    ],
    not: ["We collect the information you give us when you sign up."],
  },
  "rubric.collect_from_third_parties_critical": {
    match: [
      "If you sign in with Google, we receive your name and email address from Google to authenticate you.",
      "If you log in to the app using your Apple account, we receive your name and email address to verify you.",
      "Users who register through an existing Facebook account let us obtain their public profile to authenticate them.",
    ],
    not: [
      "We obtain demographic information about you from marketing partners.",
      "You can log in with your email address and password, and we collect nothing else to verify you.",
      "If you log in through a social network, we receive your interests from it for advertising.",
    ],
  },
  "rubric.share_any": {
    match: [
      "We may share your personal data with other members of our group, including our subsidiaries.",
      "Information we hold may be disclosed to our affiliates in other countries.",
      "We pass contact details to third parties where this policy describes it.",
    ],
    not: [
      "We do not share your personal data with third parties.",
      "You agree that you will not disclose your password to third parties.",
      "Our affiliates are listed in the annual report.",
    ],
  },
  "rubric.collect_from_third_parties_noncritical": {
    match: [
      "We obtain demographic and interest data about you from third parties.",
      "We combine the information you give us with data we receive from publicly available sources.",
    ],
    not: ["If you sign in with Apple, we receive your email address from Apple to verify your account."],
  },
  "rubric.no_third_party_collection": {
    match: [
      "We do not collect personal data from third parties.",
      "We only collect the information that you choose to provide.",
    ],
    not: ["We collect information from third parties."],
  },
  "rubric.purposes": {
    match: [
      "We use your personal data to provide the service and to bill you.",
      "We may use the information we collect for the following purposes:",
      "Your data is processed to respond to your requests.",
      "Acme, together with its affiliates, may use the information you give us to:",
      "Contact details are used for the purposes of billing.",
      "We ask for your phone number so that we can verify your account.",
      "We may use your account and other information for:",
    ],
    not: [
      "We collect your name and email address.",
      "Please use the contact form.",
      "To use the service you need:",
      "You can use the data export for:",
      "You can use the export so that we can help you migrate.",
    ],
  },
  "rubric.collected_examples": {
    match: [
      "We collect information such as your name, email address and payment details.",
      "The types of personal information we collect include contact details and usage data.",
      "In the last twelve months we have collected the following categories of personal information: identifiers and geolocation.",
      "Kinds of personal data we process:",
      "We may also collect details of your device, for example its model and operating system.",
    ],
    not: [
      "We collect what we need to run the service.",
      "We may also collect fees for premium plans.",
      "We collect the following fees:",
      "The following categories of users may apply.",
    ],
  },
  "rubric.collected_types": {
    match: ["Your name, email address, phone number and billing address."],
    not: ["Your name appears on your profile."],
  },
  "rubric.collected_exhaustive": {
    match: ["We collect the following data:", "The following information is recorded when you visit the site."],
    not: ["We collect data to improve the service."],
  },
  "rubric.marketing_opt_out": {
    match: ["You can unsubscribe from marketing emails at any time.", "Every newsletter has a link to opt out."],
    not: ["We send marketing emails."],
  },
  "rubric.consent_for_noncritical": {
    match: [
      "We will only send you marketing emails with your consent.",
      "With your consent, we set analytics cookies.",
    ],
    not: ["You consent to these terms by using the service."],
  },
  "rubric.opt_out_noncritical": {
    match: [
      "You can opt out of all optional data processing from the Privacy page.",
      "Every non-essential use of your data described in this policy can be switched off at any time.",
      "You may object to any non-essential processing of your personal data.",
      "Users can turn off optional uses such as analytics and personalised recommendations in Settings.",
    ],
    not: [
      "Non-essential cookies are set when you visit the site.",
      "Optional features, such as dark mode, can be switched off in the app.",
      "These uses cannot be switched off, because every non-essential use funds the service.",
      "You can opt out of marketing emails.",
    ],
  },
  "rubric.no_noncritical_use": {
    match: [
      "We do not use your data for any other purposes.",
      "We only use your personal information to provide the service.",
      "This data is only used in order to provide the service to you.",
      "We will not use your information for any purpose other than providing the service you asked for.",
      "Your data is never used for advertising, marketing or profiling.",
    ],
    not: [
      "We use your information for marketing purposes.",
      "We will not use your contacts for any purpose other than those set forth in this policy.",
      "We grant you a limited license to use the App solely for your own personal, noncommercial use.",
      "We will use your materials only for purposes of providing the Professional Services.",
      "We only use analytics software to collect non-identifying information.",
      "We use your personal data only for the purposes you have agreed to.",
    ],
  },
  "rubric.no_sale_personal": {
    match: ["We do not sell your personal information.", "We never rent or sell data about you."],
    not: ["We never sell form responses.", "We may sell your personal information to partners."],
  },
};

/**
 * The alternatives of the statements that the generality audit (dev/rubric-audit.mjs) found
 * matching one corpus document or none: each in phrasings of its own, and the sentences that look
 * like it but must not be read as it. None of these sentences is in the corpus.
 */
const AUDITED_CASES: Record<string, { match: string[]; not: string[] }> = {
  "rubric.breach_notice_72": {
    match: [
      "Within 72 hours of discovering a breach, we will notify affected users by email.",
      "No later than seventy-two hours after we confirm a security incident involving your data, we will inform you.",
    ],
    not: [
      "Within 72 hours of a breach we notify the data protection authority, and we inform affected users without undue delay.",
      "We report a breach to the Information Commissioner within 72 hours and tell you about it as soon as we can.",
    ],
  },
  "rubric.change_notice": {
    match: [
      "If this policy changes in a material way, a notification will be sent to the email address on your account.",
      "Whenever we revise this notice, an announcement will be displayed in the app.",
    ],
    not: ["Changes to your order will be shown on your receipt.", "A notice will be posted when the office moves."],
  },
  "rubric.policy_versions": {
    match: [
      "The revision history of this privacy policy is published on GitHub.",
      "You can read this notice's change log to see every edit we have made.",
      "Compare what changed with the previous version of this policy on our archive page.",
    ],
    not: [
      "We store your documents, their revision history and comments.",
      "The version history of your files is kept for 30 days.",
    ],
  },
  "rubric.policy_date_mention": {
    match: ["Date of last revision: 4 March 2025.", "Version date: 1 January 2026", "Last updated: 1 March 2026"],
    not: ["The date of your last purchase is shown in your account.", "Your next invoice date is in your settings."],
  },
  "rubric.legal_disclosure": {
    match: [
      "Law enforcement agencies may request information about an account through legal process.",
      "Government authorities can obtain subscriber records from us with a court order.",
      "Law enforcement must serve us with a valid subpoena before we release any account records.",
    ],
    not: ["You may request a copy of your data at any time.", "Customers must provide accurate billing information."],
  },
  "rubric.legal_disclosure_strict": {
    match: [
      "We will share your information with authorities only where we are compelled by law to do so.",
      "We release account data only when legally obliged under a binding order.",
    ],
    not: [
      "We share data only with providers who are required by contract to protect it.",
      "We may disclose your information to comply with applicable law.",
    ],
  },
  "rubric.security_transport": {
    match: ["Data sent to our servers is protected with Secure Sockets Layer encryption."],
    not: ["Our socket library has a secure default layer for plug-ins."],
  },
  "rubric.security_network": {
    match: [
      "Our servers run anti-malware software and are monitored around the clock.",
      "Uploaded files pass through malware scanning before they are stored.",
      "Our network is protected by firewalls and intrusion detection.",
    ],
    not: ["We analyse users' content for spam, abuse and anti-malware purposes.", "Please install antivirus updates."],
  },
  "rubric.security_physical": {
    match: [
      "Your data is kept in secure data centres with guards on site around the clock.",
      "Servers are housed in secure facilities operated by our hosting provider.",
    ],
    not: ["Please keep your password in a secure place.", "Our facilities are open to visitors on weekdays."],
  },
  "rubric.security_authentication": {
    match: ["We only ever keep hashed passwords.", "Salted passwords are all our database holds."],
    not: ["Choose a strong password and do not share it.", "We hashed out the details with our partners."],
  },
  "rubric.security_independent": {
    match: [
      "Our client code is open source and has been audited by outside cryptographers.",
      "Because the app is open-sourced, anyone can audit how it handles your data.",
    ],
    not: ["We use open source libraries in our app.", "Our open source projects welcome contributions."],
  },
  "rubric.targeted_ads": {
    match: [
      "We use this information to deliver ads based on your interests.",
      "Retargeting lets us show our ads to people who visited our site.",
      "On Android devices we read the advertising ID (AAID) to measure campaigns.",
    ],
    not: ["We deliver our newsletter to you each week.", "We will target a response time of one business day."],
  },
  "rubric.ads_opt_out": {
    match: [
      "You can reset your advertising identifier in your device settings at any time.",
      "Use the ad tracking settings of your phone to stop this.",
    ],
    not: ["You can reset your password in your account settings.", "Ad tracking helps advertisers measure campaigns."],
  },
  "rubric.ads_opt_in": {
    match: [
      "We will ask for your consent before we show you personalised ads.",
      "You can opt in to personalised advertising in your settings.",
      "If you opt in, we will send you promotional offers from our partners.",
      "We share visits with ad partners only if you accept advertising cookies.",
    ],
    not: [
      "Take part in our opt-in contests, sweepstakes and other promotional events.",
      "Opt-in beta programs may show you marketing surveys.",
    ],
  },
  "rubric.consent_for_noncritical": {
    match: [
      "Users who have opted in receive our newsletter once a month.",
      "Customers who opt in to marketing emails can leave the list at any time.",
    ],
    not: ["Join our opt-in webinars and other promotional events.", "Opt-in features are listed on the settings page."],
  },
  "rubric.no_targeted_ads": {
    match: ["Our service is completely ad-free.", "The app is and will always be ad-free."],
    not: ["Premium members enjoy an ad-free experience.", "Upgrade to go ad-free on all your devices."],
  },
  "rubric.share_noncritical": {
    match: ["We may disclose your personal information to partners for their own business purposes."],
    not: ["Our service providers may not use your data for their own purposes."],
  },
  "rubric.third_party_analytics": {
    match: [
      "We use Hotjar to understand how visitors use our site.",
      "Our app includes Firebase Analytics.",
      "This website uses Adobe Analytics and Heap Analytics.",
      "We measure feature use with Amplitude.",
      "Our pages load Yandex.Metrica and the Facebook Pixel.",
    ],
    not: ["We measure feature use with our own self-hosted analytics on our own servers."],
  },
  "rubric.no_third_party_collection": {
    match: [
      "We don't collect any personal data other than what you choose to provide.",
      "We never receive information beyond the details you submit when you register.",
    ],
    not: ["We do not collect any personal information from children under 13."],
  },
  "rubric.purposes": {
    match: ["What we use your personal data for", "What we process your information for is listed below."],
    not: ["What we collect depends on the features you use."],
  },
  "rubric.collected_types": {
    match: ["We keep your name, email address and purchase history."],
    not: ["Your purchase history is shown in your account."],
  },
  "rubric.collected_exhaustive": {
    match: ["The only personal data we store is your email address.", "The only information we keep is your username."],
    not: ["The only way to contact us is by email.", "We store information you upload, such as photos."],
  },
  "rubric.no_noncritical_use": {
    match: [
      "We only ask for your personal data when we genuinely need it.",
      "We only collect the personal data we really need.",
      "We only keep information that we require.",
    ],
    not: ["You only need to give us your email address.", "We need your information to process payments."],
  },
  "rubric.share_any": {
    match: ["We may share your information with other companies that help us run the service."],
    not: ["Other users' apps may read what you publish."],
  },
};

/**
 * Phrasings written for each statement from how privacy policies commonly say it (none taken
 * from the recorded corpus), with look-alikes: a recall check on wording the rules were not
 * written from. Written in three batches, each before the rules were run on it: in the first, 27
 * of 114 phrasings and 2 of 29 look-alikes failed; in the second, 21 of 99 phrasings and 2 of 35
 * look-alikes (two of its phrasings, judged another concept on reading the rule, became
 * look-alikes: erasing one's search history, a breach notice to the authority); in the third, 15
 * of 45 phrasings and 1 of 20 look-alikes (one more look-alike, disabling cookies, was added when a
 * widened rule misread a real vendor's cookie sentence). Each failure was fixed for the concept.
 */
const WRITTEN_CASES: Record<string, { match: string[]; not: string[] }> = {
  "rubric.breach_notice": {
    match: [
      "In the event of a data breach, we will notify affected users as required by law.",
      "If we learn of a security breach, we will attempt to notify you electronically.",
      "We will notify you without undue delay if your personal data is affected by a security incident.",
      "In the event of a data breach that affects you, we will inform you and the relevant authorities.",
      "Should a security breach occur, affected users will be informed promptly.",
      "If your personal data is compromised, we will let you know.",
    ],
    not: [
      "We are not responsible for breaches caused by your failure to protect your password.",
      "You must tell us immediately if your account is compromised.",
    ],
  },
  "rubric.change_notice": {
    match: [
      "If we make material changes to this policy, we will notify you by email before they take effect.",
      "We will let you know about significant changes through a notice in the app.",
      "When we update this policy we will notify you by posting a notice on our website and, where required, by email.",
      "We will notify you of any material changes to this policy by email or through the service.",
      "If we change this policy in a way that affects you, we will tell you in advance.",
      "We will give you at least 30 days' notice of material changes.",
      "Where changes are significant, we will provide a more prominent notice, such as an email notification.",
      "Users will receive an email when this policy is updated.",
      "If we change how we use your personal information, we will notify you and ask for your consent.",
      "Any changes will be communicated to you through the service.",
      "If we make significant changes, you will see a notification when you next sign in.",
    ],
    not: [
      "We may change this policy at any time without notice.",
      "You will receive an email confirming any changes you make to your profile.",
      "We will notify you of any changes to your order status.",
      "You will see a notification when someone changes a shared document.",
      "You will receive a notification when the status of your order changes.",
    ],
  },
  "rubric.policy_versions": {
    match: [
      "Earlier versions of this policy are archived and available on request.",
      "You can find all previous versions of our privacy policy in our archive.",
      "Past versions of this notice can be viewed here.",
      "Previous versions of this privacy policy are available in our archive.",
      "See the changelog for earlier versions of this policy.",
      "Click here to see how this policy has changed over time.",
      "We keep an archive of all previous versions of this statement.",
      "A summary of the changes made in each update is listed at the end of this policy.",
      "View the redline comparing this version to the previous one.",
      "Changes from the previous version are highlighted below.",
      "Older versions of the privacy policy: March 2021, June 2019.",
      "To see the changes, compare with the version dated 1 January 2023.",
      "To see the prior version of this document, please visit our policy updates page.",
    ],
    not: [
      "This version replaces all previous versions of this policy.",
      "Previous versions of the app are no longer supported.",
      "We will tell you how this policy has changed by email before the changes take effect.",
      "If we make changes, we will show you a summary of the changes.",
      "Changes to the previous version of your document are tracked automatically.",
      "You can compare your plan with the previous version of the app.",
      "Versions: iOS, Android.",
      "Restore the previous version of this file from the trash.",
    ],
  },
  "rubric.collect_from_third_parties": {
    match: [
      "We may receive information about you from third parties, such as social networks and business partners.",
      "We also obtain data about you from publicly available sources.",
      "Information we receive from other sources: we may combine information from partners with the information you give us.",
      "We may obtain information about you from other sources, including our partners.",
      "Information from third parties: we receive data about you from companies that help us.",
      "We may supplement the information you provide with information from third-party sources.",
      "Our advertising partners may share information about you with us.",
    ],
    not: [
      "We do not receive information about you from third parties.",
      "We may share information about you with our advertising partners.",
    ],
  },
  "rubric.collect_from_third_parties_critical": {
    match: ["If you sign up using your Facebook account, we receive your name and profile picture from Facebook."],
    not: [],
  },
  "rubric.collect_from_third_parties_noncritical": {
    match: [
      "We buy contact information from data brokers to find new customers.",
      "Our marketing partners share with us information about your interests.",
    ],
    not: [],
  },
  "rubric.no_third_party_collection": {
    match: [
      "We do not collect information about you from third parties.",
      "We never receive personal data about you from other companies.",
      "We only collect data you provide to us directly.",
      "We do not obtain personal information about you from any other source.",
      "All the information we have about you comes from you.",
    ],
    not: ["We may receive information about you from other sources."],
  },
  "rubric.ads_opt_in": {
    match: [
      "We will only show you personalised ads if you give us your consent.",
      "Targeted advertising is used only with your prior consent.",
    ],
    not: [],
  },
  "rubric.consent_for_noncritical": {
    match: [
      "We only place analytics and advertising cookies with your consent.",
      "Non-essential cookies are only set after you agree to them.",
      "We only use non-essential cookies if you consent to them.",
      "Analytics and advertising cookies are only set with your prior consent.",
      "We will ask for your permission before using your data for any other purpose.",
    ],
    not: [
      "Marketing emails are sent to every customer after you sign up.",
      "By using the service, you consent to this policy.",
    ],
  },
  "rubric.no_noncritical_use": {
    match: [
      "We use your data only to provide the service to you and for nothing else.",
      "We do not use your personal information for marketing or advertising.",
      "We only use your data to provide the service and for nothing else.",
      "We use your personal data solely to operate the service.",
    ],
    not: [
      "We use your data for marketing and advertising.",
      "We use your data to provide the service and to improve our marketing.",
    ],
  },
  "rubric.no_targeted_ads": {
    match: [
      "We do not show advertising in our apps.",
      "Our service has no ads, and we never use your data to target advertising.",
      "We don't use your information for advertising purposes.",
      "We do not use your personal data for advertising.",
      "There are no ads in our service and we do not sell advertising.",
      "We never show you targeted advertising.",
      "We never use your personal data to personalise ads.",
      "There are no third-party advertisements on our service.",
      "We do not track you across websites for advertising.",
      "Our service is free of advertising.",
      "We do not engage in behavioral advertising.",
      "No ads, no trackers, no paid tier.",
    ],
    not: [
      "We do not use cookies, except for advertising.",
      "We show ads based on your interests unless you opt out.",
      "The Premium plan is free of ads.",
      "There are no ads on our paid plans.",
      "No advertising partner receives your name.",
      "We do not show ads to subscribers.",
      "We do not track you when you are logged out, but we use cookies to show ads.",
      "We do not engage in profiling or automated processing of personal data to make decisions that have legal effects on you.",
    ],
  },
  "rubric.no_sale_personal": {
    match: [
      "We do not sell your personal information to anyone.",
      "We have never sold personal data and never will.",
      "Your personal data is not sold or rented to third parties.",
      "We do not sell your personal information.",
      "We will never sell your personal data to anyone.",
      "Your personal information is not sold to third parties.",
    ],
    not: [
      "You have the right to direct us not to sell your personal information.",
      "Your personal data may be sold if we are acquired.",
      "Products sold on our marketplace are shipped by the seller.",
      "We do not sell products to children.",
    ],
  },
  "rubric.marketing_use": {
    match: [
      "We may use your email address to send you newsletters and promotional offers.",
      "With your permission, we send marketing emails about new features.",
      "We use your contact details to tell you about products and offers we think you will like.",
      "We use your email address to send you news and offers about our products.",
      "We may use your contact details to send you marketing communications.",
      "With your consent, we will send you our newsletter.",
    ],
    not: [
      "We will never send you marketing emails.",
      "We may send you non-promotional emails, such as notices about your account.",
      "We process your data when you fill in a contact form to request information about our services.",
    ],
  },
  "rubric.marketing_opt_out": {
    match: [
      "You can unsubscribe from marketing emails at any time by clicking the link in the email.",
      "You may opt out of receiving promotional communications from us.",
      "To stop receiving our newsletter, change your email preferences in your account.",
      "You can unsubscribe from our marketing emails at any time by clicking the link in the email.",
      "If you no longer wish to receive our newsletter, you can unsubscribe at any time.",
      "You can withdraw your consent to marketing at any time.",
      "Every marketing email contains a link to unsubscribe.",
      "You can turn off promotional notifications in your settings.",
    ],
    not: [
      "You cannot opt out of service messages such as security alerts.",
      "You cannot unsubscribe from transactional emails.",
      "If you disable non-essential cookies, the marketing you see may be less relevant.",
    ],
  },
  "rubric.ads_opt_out": {
    match: [
      "You can opt out of interest-based advertising in your ad settings.",
      "You can turn off personalized ads at any time.",
      "To opt out of targeted ads, visit the Digital Advertising Alliance's opt-out page.",
      "You can opt out of personalised advertising in your account settings.",
      "To stop receiving interest-based ads, visit the Digital Advertising Alliance's opt-out page.",
      "You may turn off ad personalization at any time.",
      "If you do not want us to use your information to show you tailored ads, you can change your ad preferences.",
      "You can adjust your advertising preferences at any time in the app.",
      "To opt out of personalized ads, update the settings on your device.",
    ],
    not: [
      "You cannot opt out of seeing ads on the free plan.",
      "We do not show ads.",
      "You will still see ads if you opt out of marketing emails.",
    ],
  },
  "rubric.legal_obligation": {
    match: [
      "We process your data to comply with our legal obligations, such as tax and accounting rules.",
      "We may retain data where needed to comply with applicable law.",
    ],
    not: [],
  },
  "rubric.legal_disclosure": {
    match: [
      "We may disclose your information if required to do so by law or in response to valid requests by public authorities.",
      "We may share information with law enforcement when we believe in good faith that disclosure is necessary to comply with the law.",
      "We will release personal data when we are legally required to do so, such as to comply with a subpoena.",
      "Information may be provided to government agencies in response to a court order.",
      "We may disclose your information if required to do so by law or in response to a subpoena.",
      "We may share personal data with law enforcement when we believe in good faith that disclosure is necessary.",
      "We will disclose your data where required by a court order.",
      "We may release personal information when we believe release is appropriate to comply with the law.",
      "Information may be disclosed to government authorities when required by law.",
      "We will share your information with law enforcement agencies if we are legally required to do so.",
      "We respond to lawful requests by public authorities, including to meet national security or law enforcement requirements.",
      "Your information may be accessed by law enforcement where we are legally required to do so.",
      "We cooperate with law enforcement inquiries.",
    ],
    not: [
      "Information you provided is required by law to be kept for seven years.",
      "You must comply with all applicable laws.",
      "You are responsible for complying with local laws.",
      "You agree to cooperate with law enforcement investigations related to your use of the service.",
      "You must comply with all lawful requests from your employer.",
      "We respond to support requests within two business days.",
      "Data is accessed by our support team only when you ask for help.",
      "Only respond to valid requests from your administrator.",
    ],
  },
  "rubric.legal_disclosure_strict": {
    match: [
      "We only disclose user data to law enforcement in response to a valid court order, and we notify affected users unless prohibited by law.",
      "We only disclose user data to authorities when we receive a valid court order.",
      "We require a valid legal process, such as a subpoena or warrant, before disclosing any user data to government authorities.",
      "We will only hand over user data to authorities if we are compelled to do so by a court order.",
      "We do not disclose user data to government agencies unless we receive a legally binding order.",
      "We require a search warrant before disclosing the contents of communications.",
      "We disclose user data to authorities only when legally compelled to do so.",
      "Unless we are legally required to do so by a court order, we will not share your information with government agencies.",
      "We never give government agencies access to user data without a court order.",
      "Law enforcement requests must be accompanied by a valid warrant.",
      "Government requests for customer data must be made through legal process, and we will only comply with legally binding orders.",
      "We do not voluntarily provide data to governments; we require valid legal process.",
    ],
    not: [
      "We may disclose your data to authorities when we think it is appropriate.",
      "We may share data with law enforcement without a court order in an emergency.",
      "Requests must be accompanied by proof of identity.",
      "We do not need a court order to disclose information in an emergency.",
      "We will not sell your data without your consent, and we may disclose it if required by law.",
      "We only accept valid payment methods.",
      "We do not voluntarily leave customers without support.",
      "Requests must be made through our support form.",
    ],
  },
  "rubric.third_party_analytics": {
    match: [
      "We use Google Analytics to understand how visitors use our website.",
      "We use third-party analytics services such as Mixpanel to measure usage.",
      "Our website uses analytics cookies provided by third-party analytics providers.",
      "Our website uses analytics tools provided by third parties.",
    ],
    not: ["We do not use any third-party analytics."],
  },
  "rubric.collected_examples": {
    match: [
      "We collect information you provide to us, such as your name, email address and phone number.",
      "The personal data we collect includes, for example, your username and IP address.",
      "We collect information you provide, such as your name and email address.",
      "The personal data we collect includes, for example, your contact details and usage data.",
      "Examples of the information we collect include your name, email address and phone number.",
      "We may collect personal information like your name and email address.",
      "The information you provide includes your name and email address.",
    ],
    not: ["We collect only your email address."],
  },
  "rubric.no_deletion": {
    match: ["It is not possible to delete your account."],
    not: [],
  },
  "rubric.purposes": {
    match: [
      "We need your email address to create your account and to send you important notices.",
      "Uses of your information",
      "This information helps us understand how people use the app and fix problems.",
      "The information is used for billing and customer support.",
      "We may use your contact information to contact you about your account.",
      "Your payment details are used to process your subscription.",
      "We use the information we collect to provide, maintain and improve our services.",
      "We process your personal data for the following purposes: to provide the service, to communicate with you and to prevent fraud.",
      "We collect this information in order to operate the service and respond to your requests.",
      "The data is used to personalise your experience and to send you account notices.",
      "We process your personal data for the following purposes: to provide the service, to process payments and to respond to your requests.",
      "We use the information we collect to operate, maintain and improve our services.",
      "Your email address is used to send you account notifications.",
      "Why we collect your data: to create and manage your account.",
      "We process your data for the following reasons: to provide the service, to secure your account and to comply with the law.",
      "Your information is used to deliver the service and to communicate with you.",
      "We use your location to show you nearby events.",
      "We use your address to ship your order.",
      "We use diagnostic data to fix bugs and troubleshoot problems.",
    ],
    not: [
      "You may use the service to process your own customers' data.",
      "Uses of the service are subject to our Terms.",
      "We need you to agree to these terms to use the service.",
      "Customers may use cookies to personalize their sites.",
      "We collect information that could be used to identify you.",
      "The purpose of these terms is to set out the rules of the service.",
      "You can use our service for personal or business purposes.",
      "You can use your account to find friends.",
      "We use cookies to keep you signed in.",
      "We may use third-party tools to make the website faster.",
    ],
  },
  "rubric.security_measures": {
    match: [
      "We take reasonable steps to protect your personal information from loss, theft and misuse.",
      "We maintain administrative, technical and physical safeguards designed to protect the information we hold.",
      "We have put in place appropriate technical and organisational measures to keep your data safe.",
      "Keeping your information secure is important to us, and we use a range of security measures to do so.",
      "We use commercially reasonable security practices to protect your data.",
      "Our systems are designed to protect your data against unauthorized access.",
      "We implement industry-standard security measures to safeguard your account.",
      "We take appropriate technical and organisational measures to protect your personal data.",
      "We use industry-standard safeguards to protect your information against unauthorised access.",
      "We implement security measures designed to protect your data from loss, misuse and alteration.",
      "We maintain administrative, technical and physical safeguards designed to protect your personal information.",
      "Your data is protected by commercially reasonable security measures.",
      "We have put in place procedures to safeguard the information we collect.",
    ],
    not: [
      "Our security practices are described in our trust center.",
      "We cannot guarantee that your data will never be accessed by others.",
      "Protect your password.",
      "No method of transmission over the Internet is completely secure.",
    ],
  },
  "rubric.security_encryption": {
    match: [
      "Data is encrypted at rest using AES-256.",
      "We encrypt your files both in transit and at rest.",
      "Your messages are end-to-end encrypted, so no one but you and the recipient can read them.",
      "Sensitive fields in our database are stored in encrypted form.",
      "Your data is encrypted at rest and in transit.",
      "We use encryption to protect your data.",
      "All stored data is encrypted with AES-256.",
    ],
    not: ["You may choose to encrypt your own files before uploading them."],
  },
  "rubric.security_transport": {
    match: [
      "All connections to our website use HTTPS.",
      "Information sent between your browser and our servers is protected with TLS.",
      "We use SSL encryption when you submit payment details.",
      "Data in transit is encrypted using Transport Layer Security.",
    ],
    not: [],
  },
  "rubric.security_access": {
    match: [
      "Access to personal data is limited to employees who need it to do their jobs.",
      "Only authorized staff can access your information, and they are bound by confidentiality obligations.",
      "We restrict access to personal information to those employees, contractors and agents who need to know it.",
      "Our employees only access user data when required to provide support.",
      "Access to personal data is restricted to employees who need it to do their job.",
      "Only authorised personnel can access your information.",
    ],
    not: [
      "Our employees only have access to the office during business hours.",
      "Staff can only access the beta if they sign up.",
      "You can access your personal data at any time.",
    ],
  },
  "rubric.security_reviews": {
    match: [
      "We regularly review our security practices and update them as needed.",
      "Our systems are tested for vulnerabilities on a regular basis.",
      "We conduct periodic penetration tests of our infrastructure.",
      "We run a bug bounty program that rewards researchers who report vulnerabilities.",
      "We regularly review our security procedures to keep pace with new threats.",
      "We continuously monitor our systems for vulnerabilities and attacks.",
      "Our systems are regularly tested for vulnerabilities.",
      "We periodically evaluate our information security program.",
      "We conduct regular penetration tests of our infrastructure.",
      "Our security team monitors our systems around the clock.",
      "We audit access to customer data on a regular basis.",
      "Our infrastructure is scanned for vulnerabilities every week.",
    ],
    not: [
      "We review your application before approving your account.",
      "We monitor your usage to provide the service.",
      "We monitor how you use our website to improve it.",
    ],
  },
  "rubric.security_independent": {
    match: [
      "Our security controls are audited annually by an independent third party.",
      "An external firm audits our infrastructure every year.",
      "Our security controls are audited annually by an external auditor.",
      "Independent third parties regularly test our security.",
      "We undergo regular third-party security assessments.",
      "Our practices are reviewed by external security experts.",
      "Our security program is assessed each year by an accredited third-party auditor.",
      "We engage independent security firms to conduct penetration tests.",
      "We undergo annual third-party penetration tests.",
    ],
    not: [
      "Your complaint will be reviewed by an independent arbitrator.",
      "Claims will be reviewed by outside counsel to protect our legal rights.",
      "Third parties may collect information about your use of our website.",
      "External links are not covered by this policy.",
      "Our third-party partners have their own security practices.",
    ],
  },
  "rubric.delete_self_service": {
    match: [
      "Account deletion is available in the app under Settings.",
      "Use our privacy dashboard to download or delete your data.",
      "Users may delete their accounts through the self-service account tools.",
      "You can exercise your right to erasure by using the Delete Account button in your profile.",
      "Through the app you can directly access, edit, delete or download your personal data.",
      "You may delete and export your data at any time from your settings.",
      "You can delete your account at any time from your account settings.",
      "To delete your data, go to Settings > Privacy and choose Delete account.",
      "You may permanently remove your profile and its content in the app.",
      "You can close your account yourself, and we will delete the data associated with it.",
      "You can close your account and erase your data from the Account page at any time.",
      "To delete your account, go to Settings > Account > Delete account.",
      "Users can permanently delete their account through the account settings.",
      "You may delete your data yourself by using the deletion tool in your profile settings.",
      "If you no longer want to use the service, you can remove your account from within the app.",
      "Account deletion can be done at any time from the settings menu.",
      "You have the option to delete your account from your dashboard.",
      "Click “Delete account” on your profile page to remove your account and its data.",
      "You can permanently delete your account and all associated data within the app.",
      "Users may close their accounts at any time through the web interface.",
      "If you wish to delete your account, please visit your profile settings.",
      "To delete your data, go to Account > Privacy > Delete account.",
      "Use the account deletion tool in your privacy settings to delete your data.",
      "Your account and its data can be deleted at any time in the account settings.",
    ],
    not: [
      "Account deletion is available on request by emailing support.",
      "You can remove your profile picture using the button on your profile.",
      "Use the app to delete posts you no longer want.",
      "In the app, you can ask us to delete your data by submitting a request.",
      "Account closure is possible only by contacting support.",
      "You can remove accounts or change sync settings at any time.",
      "You can remove your profile picture at any time in settings.",
      "You can delete your profile photo from the app.",
      "You can erase your search history at any time from your account dashboard.",
      "To delete your account, please contact our support team.",
      "You can change your notification settings at any time.",
      "We may delete inactive accounts after two years.",
      "Click the unsubscribe link to stop receiving emails.",
      "You can delete individual posts from your profile page.",
      "Email us to delete your account; we cannot do it from the app.",
      "Go to Settings to change your password; to delete your account, contact support.",
      "The data can be removed from the profile page by an administrator only.",
      "If the account deletion feature is unavailable, email us and we will delete your account.",
      "You may close your account at any time by contacting our support team.",
    ],
  },
  "rubric.delete_on_request": {
    match: [
      "You may ask us to delete the personal information we hold about you.",
      "To request deletion of your data, email privacy@example.com.",
      "You have the right to request that we erase your personal data.",
      "If you would like your account removed, contact our support team and we will delete it.",
      "You can request the deletion of your personal data by writing to us.",
      "You may ask us to erase your personal data by writing to privacy@example.com.",
      "To request deletion of your personal information, please email us at privacy@example.com.",
      "You have the right to request that we delete the personal data we hold about you.",
      "If you would like your data removed, send a request to our Data Protection Officer.",
      "You can request erasure of your personal data by contacting us.",
      "Email privacy@example.com to have your account deleted.",
      "Contact our support team if you want us to delete your data.",
      "Deletion requests can be sent to privacy@example.com.",
      "We will delete your personal data if you ask us to.",
      "You may ask for your data to be erased by emailing our privacy team.",
      "Users will have the right to erase their data.",
    ],
    not: [
      "We may delete your content if it violates these terms.",
      "Please contact us if you have questions about this policy.",
      "We delete spam accounts without notice.",
      "Please contact us if you find a bug.",
      "We reserve the right to delete any content that violates these terms.",
      "Company shall have the right to delete, edit or modify any materials submitted by you.",
      "The Provider shall have the right to remove any posting at its discretion.",
    ],
  },
  "rubric.share_service_providers": {
    match: [
      "We share personal information with vendors who perform services on our behalf, such as hosting and payment processing.",
      "We use third-party service providers to help us operate the service, and they may access your information only to perform these tasks.",
      "Your information may be processed by our hosting provider and our email delivery provider.",
      "We share personal data with vendors who perform services on our behalf, such as hosting and payment processing.",
      "We use third-party service providers to help us run the service, and they may process your data for that purpose.",
      "Your information may be disclosed to our processors, who act only on our instructions.",
      "We engage trusted partners to perform functions on our behalf, such as payment processing.",
      "Our hosting provider stores your data on our behalf.",
      "We disclose personal information to vendors that help us provide the service, such as cloud hosting and email delivery companies.",
      "We do not disclose your personal data to third parties, except to our service providers who help us run the service.",
      "No third party has access to your data except our service providers.",
      "Our service providers include hosting companies, payment processors and email delivery services.",
      "Your data is stored with our hosting provider, Hetzner, in Germany.",
      "Our vendors are companies that help us send e-mail and take payments.",
    ],
    not: [
      "Your order is handled by our warehouse staff.",
      "We do not share your data with anyone.",
      "Service providers may have their own privacy policies.",
      "We are not a service provider under the CCPA.",
      "We do not share your personal data with service providers.",
      "Nobody else, other than you, can see your notes.",
      "Our vendors are selected carefully.",
      "The processors are fast.",
      "Your order is stored with your account.",
      "Our suppliers are listed in our annual report.",
    ],
  },
  "rubric.share_noncritical": {
    match: [
      "We share information with advertising partners to show you relevant ads.",
      "We may share your data with third parties for their own marketing purposes.",
      "We disclose information to data brokers and marketing partners.",
      "We share information with advertising partners so they can show you relevant ads.",
      "We may share your data with marketing partners who may contact you about their products.",
      "We may disclose your information to data brokers.",
    ],
    not: ["We never share your data with advertisers."],
  },
  "rubric.no_sharing": {
    match: [
      "We do not share your personal information with third parties.",
      "Your data is never shared with anyone outside our company.",
      "We will never disclose your data to any third party.",
      "Your personal data is not shared with anyone outside our company.",
      "We do not share your personal data with anyone, except as required by law.",
      "Your data stays with us and is never passed on to third parties.",
      "No third party has access to your personal data.",
    ],
    not: [
      "We have not shared our roadmap with anyone.",
      "We do not share your data with third parties except as described in this policy.",
      "We do not share your personal data with third parties, except with our partners and affiliates.",
      "No third party has access to your data except our service providers.",
    ],
  },
  "rubric.targeted_ads": {
    match: [
      "We use your information to show you personalized advertising.",
      "We and our partners use cookies to deliver ads based on your interests.",
      "Advertisers may target ads to you based on your activity on our service.",
      "We use your information to show you ads that are relevant to your interests.",
      "We work with advertising partners who use cookies to serve you personalised ads.",
      "Your activity may be used to personalize the advertising you see on and off our service.",
    ],
    not: [
      "We do not target ads to children.",
      "We do not use your data for personalised advertising.",
      "We do not show ads in our products.",
    ],
  },
  "rubric.change_posted_only": {
    match: [
      "Any changes will be posted on this page with an updated revision date.",
      "We may update this policy from time to time; the current version will always be available here.",
      "We may update this policy from time to time; the updated version will be posted on this page.",
      "Any changes will be effective when we post the revised policy.",
      "Please check this page regularly for changes.",
    ],
    not: ["Updates about service outages will be posted on our status page."],
  },
  "rubric.collected_exhaustive": {
    match: [
      "The data we store is limited to your email address and a hashed password.",
      "We collect only the following data: your email address and your password.",
      "The only personal data we store is your email address.",
      "This is the complete list of personal data we collect:",
      "The app records the following: your username, the date you joined, and your listening history.",
    ],
    not: [
      "Our liability is limited to the amount you paid.",
      "We collect information such as your name and email address.",
      "We process payments: card details are entered on the payment page.",
    ],
  },
  "rubric.share_any": {
    match: [
      "We may share your information with our affiliates and business partners.",
      "We may disclose your personal information to third parties for their own purposes.",
      "Your information may be shared with other companies in our corporate group.",
      "We may share information about you with selected partners.",
      "We share your personal data and aggregated statistics with our partners.",
      "We may share aggregated or de-identified personal information and your contact details with partners.",
    ],
    not: [
      "We do not share your information with third parties except service providers.",
      "We may share aggregated, de-identified information with partners.",
      "We share anonymous usage statistics with third parties.",
      "We may share aggregated or de-identified personal information with partners.",
    ],
  },
  "rubric.collected_types": {
    match: [
      "We collect your name, email address and payment information.",
      "When you register, you give us your name, email address and password.",
      "We automatically collect your IP address, browser type and device identifiers.",
    ],
    not: ["We do not collect your name or address."],
  },
  "rubric.breach_notice_72": {
    match: ["We will notify affected users within 72 hours of discovering a breach of their data."],
    not: ["We will notify the supervisory authority within 72 hours of becoming aware of a personal data breach."],
  },
};

describe("rubric statements", () => {
  for (const [id, { match, not }] of Object.entries(AUDITED_CASES)) {
    it(`${id}: reads the audited alternatives in phrasings of their own`, () => {
      for (const text of match) expect(reads(id, text), text).toBe(true);
      for (const text of not) expect(reads(id, text), text).toBe(false);
    });
  }

  for (const [id, { match, not }] of Object.entries(WRITTEN_CASES)) {
    it(`${id}: reads phrasings written apart from the corpus`, () => {
      for (const text of match) expect(reads(id, text), text).toBe(true);
      for (const text of not) expect(reads(id, text), text).toBe(false);
    });
  }

  for (const [id, { match, not }] of Object.entries(CASES)) {
    it(`${id}: reads its phrasings and not its look-alikes`, () => {
      for (const text of match) expect(reads(id, text), text).toBe(true);
      for (const text of not) expect(reads(id, text), text).toBe(false);
    });
  }

  it("has phrasings and look-alikes for every statement, and a pre-filter for each", () => {
    const tested = new Set([...Object.keys(CASES), ...Object.keys(AUDITED_CASES)]);
    const untested = RUBRIC_STATEMENTS.map((r) => r.id).filter(
      (id) => !tested.has(id) && !SECURITY_PRACTICES_WITH_MATCH_ONLY.has(id),
    );
    expect(untested).toEqual([]);
    for (const r of RUBRIC_STATEMENTS) expect(requiredFragments(r.pattern), r.id).not.toBeNull();
  });

  it("reads a pointer to earlier versions as the statement that they exist, and no other pointer", () => {
    expect(reads("rubric.policy_versions", "See the archive for earlier versions of this policy.")).toBe(true);
    expect(reads("rubric.targeted_ads", "See our cookie policy for the cookies we use for advertising.")).toBe(false);
    expect(reads("rubric.targeted_ads", "We use cookies for advertising.")).toBe(true);
  });

  it("reads each named security practice", () => {
    expect(reads("rubric.security_network", "Our network is protected by firewalls and intrusion detection.")).toBe(
      true,
    );
    expect(reads("rubric.security_physical", "Our data centres have physical security and access controls.")).toBe(
      true,
    );
    expect(
      reads("rubric.security_authentication", "Passwords are hashed, and two-factor authentication is available."),
    ).toBe(true);
    expect(reads("rubric.marketing_use", "We may send you promotional emails about new features.")).toBe(true);
    expect(reads("rubric.ads_opt_in", "We share visits with ad partners only if you accept advertising cookies.")).toBe(
      true,
    );
    expect(reads("rubric.policy_date_mention", "Last updated: 1 March 2026")).toBe(true);
    // A purpose the data serves is not a practice protecting it.
    for (const text of [
      "We rely on our legitimate interests to run our business, provide IT services and keep our network security up.",
      "Where it is in our legitimate interest (for example for fraud prevention and firewall management), we process logs.",
      "Our systems scan your messages to provide features such as smart replies and malware detection.",
      "We analyse users' content for spam, abuse and anti-malware purposes.",
    ])
      expect(reads("rubric.security_network", text), text).toBe(false);
    expect(reads("rubric.security_network", "We use firewalls to keep unauthorised people out of our systems.")).toBe(
      true,
    );
    for (const id of SECURITY_PRACTICES_WITH_MATCH_ONLY)
      expect(reads(id, "Please read this policy carefully.")).toBe(false);
  });
});

const SECURITY_PRACTICES_WITH_MATCH_ONLY = new Set([
  "rubric.security_network",
  "rubric.security_physical",
  "rubric.security_authentication",
  "rubric.marketing_use",
  "rubric.ads_opt_in",
  "rubric.policy_date_mention",
]);

describe("the rubric's questions", () => {
  it("keeps PrivacySpy's twelve questions, slugs, points and option percentages", () => {
    const privacyspy = RUBRIC_QUESTIONS.filter((q) => q.source === "privacyspy");
    expect(
      Object.fromEntries(
        privacyspy.map((q) => [q.slug, [q.points, ...q.options.map((o) => `${o.slug} ${o.percent}`)]]),
      ),
    ).toEqual({
      "behavioral-marketing": [10, "yes 0", "yes-opt-out 35", "yes-opt-in 70", "no 100"],
      "data-breaches": [7, "no 0", "eventually 70", "yes-72 100", "na 100"],
      "data-collection-reasoning": [10, "no 0", "somewhat 30", "mostly 70", "yes 100", "na 100"],
      "data-deletion": [5, "no 0", "yes-contact 60", "yes-automated 100", "na 100"],
      history: [5, "no 0", "last-modified 50", "yes 100"],
      "law-enforcement": [5, "always 0", "unspecified 0", "reasonable 60", "strict 80", "na 100", "never 100"],
      "list-collected": [10, "no 0", "summarily 30", "generally 70", "exhaustively 100", "na 100"],
      "noncritical-purposes": [10, "no 0", "opt-out-some 30", "opt-out-all 60", "opt-in 60", "na 100"],
      "revision-notify": [5, "no 0", "yes 100", "na 100"],
      security: [3, "no 0", "somewhat 30", "yes 60", "yes-audits 80", "yes-independent-audits 100", "na 100"],
      "third-party-access": [
        10,
        "yes-unspecified 0",
        "yes-specified-noncritical 30",
        "yes-unspecified-critical 70",
        "yes-specified-critical 80",
        "no 100",
      ],
      "third-party-collection": [10, "yes 0", "critical-only 70", "no 100"],
    });
    expect(RUBRIC_POINTS).toBe(RUBRIC_QUESTIONS.reduce((n, q) => n + q.points, 0));
    expect(new Set(RUBRIC_QUESTIONS.map((q) => q.slug)).size).toBe(RUBRIC_QUESTIONS.length);
  });

  it("moves the score by each answer's share of the points, around the middle for what is unknown", () => {
    // Breach notification within 72 hours (100 %) lowers the risk by 10 x 7 x 50 / 100 / all points.
    expect(answerPoints("data-breaches", "yes-72")).toBeCloseTo(-(10 * 7 * 0.5) / RUBRIC_POINTS, 2);
    expect(answerPoints("data-breaches", "no")).toBeCloseTo((10 * 7 * 0.5) / RUBRIC_POINTS, 2);
    expect(answerPoints("history", "last-modified")).toBe(0);
    expect(answerPoints("data-breaches", null)).toBe(0);
    // Silence is weaker evidence than a statement: a missing commitment counts for half, a good answer
    // half and only in a substantial policy; terms missing after a search count in full.
    expect(answerPoints("data-breaches", "no", "silence", false)).toBeCloseTo(
      answerPoints("data-breaches", "no") / 2,
      1,
    );
    expect(answerPoints("data-breaches", "no", "silence", true)).toBeCloseTo(
      answerPoints("data-breaches", "no") / 2,
      1,
    );
    expect(answerPoints("contract-terms", "missing", "silence", false)).toBe(answerPoints("contract-terms", "missing"));
    expect(answerPoints("third-party-access", "no", "silence", false)).toBe(0);
    expect(answerPoints("third-party-access", "no", "silence", true)).toBeCloseTo(
      answerPoints("third-party-access", "no") / 2,
      1,
    );
    expect(() => answerPoints("data-breaches", "maybe")).toThrow();
  });

  it("weighs an unanswered question half what an answered one weighs", () => {
    const none = RUBRIC_QUESTIONS.map((q) => ({
      question: q.slug,
      answer: null,
    }));
    expect(scoreWeight(none, false)).toBe(RUBRIC_POINTS / 2);
    const breach = none.map((a) => (a.question === "data-breaches" ? { ...a, answer: "yes-72" } : a));
    expect(scoreWeight(breach, false)).toBe(RUBRIC_POINTS / 2 + 7 / 2);
    // The one answer a policy gives moves the score further than it would among twenty answers.
    const alone = answerPoints("data-breaches", "yes-72", "statement", false, scoreWeight(breach, false));
    expect(alone).toBeLessThan(answerPoints("data-breaches", "yes-72"));
    expect(alone).toBeCloseTo((-10 * 7 * 0.5) / (RUBRIC_POINTS / 2 + 3.5), 2);
    // A good answer read from a vague policy's silence moves nothing and weighs as an unknown.
    const silent = none.map((a) =>
      a.question === "third-party-access" ? { ...a, answer: "no", basis: "silence" as const } : a,
    );
    expect(scoreWeight(silent, false)).toBe(RUBRIC_POINTS / 2);
    expect(scoreWeight(silent, true)).toBe(RUBRIC_POINTS / 2 + 5);
  });
});

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
const home = pageOf("https://acme.example.com/", "home", [{ text: "Acme keeps your notes in sync.", tag: "h1" }]);
const site = (...pages: ReturnType<typeof pageOf>[]) => analyzeCrawl(crawlOf([home, ...pages]), NOW);
const policy = (...paragraphs: string[]) =>
  pageOf("https://acme.example.com/privacy", "privacy", [{ text: "Privacy Policy", tag: "h1" }, ...paragraphs]);

/** A long, precise policy that explains what it does, including what it shares. */
const PRECISE = [
  "Last updated: 2 March 2026.",
  "We collect information such as your name, email address and the notes you write.",
  "We use your personal data to provide the service, to bill you and to answer support requests.",
  "We share personal data with service providers who host the service or send email on our behalf.",
  "We do not sell your personal information, and we do not use it for advertising.",
  "You can delete your account at any time in the account settings.",
  "We delete your notes within 30 days after you close your account.",
  "If a data breach affects your personal data, we will notify you within 72 hours.",
  "If we make material changes to this policy, we will notify you by email before they take effect.",
  "We may disclose information to comply with a court order or other legal process.",
  "Data is encrypted in transit with TLS and at rest, and access is restricted to the engineers who need it.",
  "We do not use your notes to train AI models.",
];

describe("the rubric's answers in the report's words", () => {
  it("says each answer as a statement about the vendor, not as a question's name and an option", () => {
    expect(answerLine("third-party-collection", "yes")).toBe("Personal data is also collected from third parties");
    expect(answerLine("data-breaches", "yes-72")).toBe("Users are told of a data breach within 72 hours");
    expect(answerLine("data-collection-reasoning", "yes")).toBe("The policy says why personal data is collected");
    expect(answerLine("behavioral-marketing", "no")).toBe("No targeted advertising");
    expect(answerLine("retention", null)).toBe("Retention: not stated");
  });

  it("has a sentence for every option: distinct within its question, capitalised, without a closing full stop", () => {
    for (const q of RUBRIC_QUESTIONS) {
      const said = q.options.map((o) => answerLine(q.slug, o.slug));
      expect(new Set(said).size, q.slug).toBe(said.length);
      for (const line of said) {
        expect(line, q.slug).toMatch(/^[A-Z]/);
        expect(line, q.slug).not.toMatch(/[.:]$/);
        expect(line.startsWith(`${q.label}:`), line).toBe(false);
      }
    }
  });
});

describe("the privacy/legal score from the answers", () => {
  it("quotes the page for every answer it states, and leaves the rest not stated", () => {
    const a = site(policy(...PRECISE));
    const rubric = a.privacy_legal_risk.rubric!;
    expect(rubric.map((q) => q.question)).toEqual(RUBRIC_QUESTIONS.map((q) => q.slug));
    const text = PRECISE.join(" ");
    for (const q of rubric) {
      if (q.basis === "statement") {
        expect(q.evidence.length, q.question).toBeGreaterThan(0);
        for (const e of q.evidence)
          expect(text.includes(e.quote) || e.quote === "Privacy Policy", q.question).toBe(true);
      } else expect(q.evidence).toEqual([]);
      if (q.answer === null) expect(q.points).toBe(0);
    }
    const answer = (slug: string) => rubric.find((q) => q.question === slug)!.answer;
    expect(answer("data-breaches")).toBe("yes-72");
    expect(answer("revision-notify")).toBe("yes");
    expect(answer("third-party-access")).toBe("yes-unspecified-critical");
    expect(answer("data-deletion")).toBe("yes-automated");
    expect(answer("ai-training")).toBe("no");
    expect(answer("dpa")).toBeNull();
  });

  it("scores the long, precise policy below a vague one, and adds up: base + each answer's points", () => {
    const precise = site(policy(...PRECISE)).privacy_legal_risk;
    const vague = site(
      policy("We care about your privacy.", "We may share your information with partners."),
    ).privacy_legal_risk;
    expect(precise.score).toBeLessThan(vague.score);
    for (const d of [precise, vague]) {
      const sum = RUBRIC_BASE + d.rubric!.reduce((n, q) => n + q.points, 0);
      expect(Math.abs(Math.min(10, Math.max(0, sum)) - d.score)).toBeLessThanOrEqual(0.06);
      expect(d.explanation!.contributions.map((c) => c.signal).sort()).toEqual(
        d
          .rubric!.filter((q) => q.points !== 0)
          .map((q) => `rubric.${q.question}`)
          .sort(),
      );
    }
    // The vague policy is credited for nothing it leaves unsaid.
    expect(vague.rubric!.filter((q) => q.basis === "silence" && q.points < 0)).toEqual([]);
    expect(vague.confidence!).toBeLessThan(precise.confidence!);
  });

  it("answers 'not applicable' where a service states it collects no personal data, and nothing it states otherwise", () => {
    const a = site(
      policy(
        "Last updated: 2 March 2026.",
        "We do not collect any personal information.",
        "If a data breach occurs, we will notify affected users within 72 hours.",
      ),
    ).privacy_legal_risk;
    const byQuestion = new Map(a.rubric!.map((q) => [q.question, q]));
    for (const q of ["data-deletion", "law-enforcement", "list-collected", "revision-notify", "security"]) {
      expect(byQuestion.get(q)!.answer, q).toBe("na");
      expect(byQuestion.get(q)!.basis, q).toBe("statement");
      expect(
        byQuestion.get(q)!.evidence.map((e) => e.quote),
        q,
      ).toEqual(["We do not collect any personal information."]);
    }
    // A commitment the policy does make stands; questions without such an option are untouched.
    expect(byQuestion.get("data-breaches")!.answer).toBe("yes-72");
    expect(byQuestion.get("history")!.answer).toBe("last-modified");
    expect(byQuestion.get("third-party-access")!.answer).not.toBe("na");
    expect(byQuestion.get("data-sale")!.answer).not.toBe("na");
    // A limited denial ("from children") answers nothing of the kind.
    const limited = site(
      policy("Last updated: 2 March 2026.", "We do not collect personal information from children under 13."),
    ).privacy_legal_risk;
    expect(limited.rubric!.filter((q) => q.answer === "na")).toEqual([]);
    expect(a.score).toBeLessThan(limited.score);
  });

  it("answers 'only summarily' where a policy read whole says it collects data and names no kind of it", () => {
    const filler =
      "We explain here how the service handles the information of the people who use it, section by section.";
    const vague = [
      "Last updated: 2 March 2026.",
      "We collect information you provide to us and information collected automatically.",
    ];
    const listCollected = (a: ReturnType<typeof site>) =>
      a.privacy_legal_risk.rubric!.find((q) => q.question === "list-collected")!;
    const long = listCollected(site(policy(...vague, ...Array.from({ length: 24 }, () => filler))));
    expect(long.answer).toBe("summarily");
    expect(long.evidence.map((e) => e.quote)).toEqual([
      "We collect information you provide to us and information collected automatically.",
    ]);
    // A short policy may name the kinds where the rules do not look: not stated.
    expect(listCollected(site(policy(...vague))).answer).toBeNull();
    // Kinds named by example beside it make the list a general one.
    const named = listCollected(
      site(
        policy(
          ...vague,
          "The information you provide includes your name and email address.",
          ...Array.from({ length: 24 }, () => filler),
        ),
      ),
    );
    expect(named.answer).toBe("generally");
  });

  it("reads silence only in a policy long enough to be silent about something", () => {
    const filler =
      "We explain here how the service handles the information of the people who use it, section by section.";
    const long = site(policy(...PRECISE, ...Array.from({ length: 12 }, () => filler)));
    const short = site(policy(...PRECISE));
    const basis = (a: ReturnType<typeof site>) =>
      a.privacy_legal_risk.rubric!.filter((q) => q.basis === "silence").map((q) => q.question);
    expect(basis(short)).toEqual(["contract-terms"]);
    expect(basis(long)).toContain("third-party-collection");
    // A page that shows no text of its own is unreadable, not a missing policy: no floor, no silence.
    const shell = site(
      pageOf("https://acme.example.com/privacy", "privacy", [{ text: "Privacy", tag: "a", region: "nav" }]),
    );
    expect(shell.privacy_legal_risk.findings.map((f) => f.signal)).toContain("privacy.policy_unreadable");
    expect(shell.privacy_legal_risk.explanation!.floors).toEqual([]);
  });

  it("asks the vendor what the policy leaves unanswered, and nothing of a policy it could not find", () => {
    const asks = (a: ReturnType<typeof site>) => a.information_gaps!.map((g) => g.question);
    const precise = asks(site(policy(...PRECISE)));
    expect(precise).not.toContain("Which personal data do you collect about our users, and what is each used for?");
    const vague = asks(site(policy("We care about your privacy.")));
    expect(vague).toContain("Which personal data do you collect about our users, and what is each used for?");
    expect(vague).toContain(
      "When do you disclose customer data to law enforcement or governments, and will you tell us first?",
    );
    const none = asks(
      site(pageOf("https://acme.example.com/pricing", "pricing", ["Team costs $8 per user per month."])),
    );
    expect(none).not.toContain("Which personal data do you collect about our users, and what is each used for?");
  });

  it("keeps the severity floors: selling personal data is high risk whatever else the policy says", () => {
    const a = site(
      policy(
        ...PRECISE.filter((p) => !/do not sell/.test(p)),
        "We may sell your personal information to data brokers.",
      ),
    );
    expect(a.privacy_legal_risk.rubric!.find((q) => q.question === "data-sale")!.answer).toBe("yes");
    expect(a.privacy_legal_risk.score).toBeGreaterThanOrEqual(7);
    expect(a.privacy_legal_risk.explanation!.floors.map((f) => f.signal)).toEqual(["privacy.sells_data"]);
  });

  it("reads a sale in a US state law's sense as such, without the floor for selling data", () => {
    for (const sentence of [
      "This notice explains how we collect, share and sell (for Virginia residents) your personal information.",
      "Under the CCPA, we may sell personal information such as cookie IDs to our advertising partners.",
      "We will tell every recipient to whom we have sold your personal information about your choice.",
    ]) {
      const a = site(policy(...PRECISE.filter((p) => !/do not sell/.test(p)), sentence));
      expect(a.privacy_legal_risk.rubric!.find((q) => q.question === "data-sale")!.answer, sentence).toBe(
        "state-law-sale",
      );
      expect(a.privacy_legal_risk.explanation!.floors, sentence).toEqual([]);
    }
  });

  it("answers third-party access 'Yes' (parties not listed) when the policy shares with others than its service providers", () => {
    const filler =
      "We explain here how the service handles the information of the people who use it, section by section.";
    const access = (...extra: string[]) =>
      site(
        policy(
          ...PRECISE.filter((p) => !/service providers/.test(p)),
          ...Array.from({ length: 12 }, () => filler),
          ...extra,
        ),
      ).privacy_legal_risk.rubric!.find((q) => q.question === "third-party-access")!;
    expect(access().answer).toBe("no");
    expect(access().basis).toBe("silence");
    const affiliates = access(
      "We may share your personal data with other members of our group, including our subsidiaries.",
    );
    // The rubric's "Yes": sharing with third parties, not just critical service providers, none listed.
    expect(affiliates.answer).toBe("yes-unspecified");
    expect(affiliates.points).toBeGreaterThan(0);
    expect(affiliates.evidence.map((e) => e.quote)).toEqual([
      "We may share your personal data with other members of our group, including our subsidiaries.",
    ]);
  });

  it("answers 'Yes' (parties not listed) for sharing with the vendor's group even beside its service providers", () => {
    const access = (...extra: string[]) =>
      site(policy(...PRECISE, ...extra)).privacy_legal_risk.rubric!.find((q) => q.question === "third-party-access")!;
    // PRECISE shares with service providers only.
    expect(access().answer).toBe("yes-unspecified-critical");
    const group = "We may share your personal data with our affiliates and subsidiaries.";
    const both = access(group);
    expect(both.answer).toBe("yes-unspecified");
    expect(both.evidence.map((e) => e.quote)).toEqual([group]);
    // Third parties named only as the providers' kind stay the providers' answer.
    expect(access("We may share information with third parties that help us run the service.").answer).toBe(
      "yes-unspecified-critical",
    );
  });

  it("counts a third party's analytics software as third-party access, as the rubric does", () => {
    const access = (...extra: string[]) =>
      site(policy(...PRECISE.filter((p) => !/service providers/.test(p)), ...extra)).privacy_legal_risk.rubric!.find(
        (q) => q.question === "third-party-access",
      )!;
    const denial = "We do not share your personal data with third parties.";
    expect(access(denial).answer).toBe("no");
    const analytics = access(denial, "We use Google Analytics to understand how visitors use the site.");
    expect(analytics.answer).toBe("yes-unspecified-critical");
    expect(analytics.evidence.map((e) => e.quote)).toEqual([
      "We use Google Analytics to understand how visitors use the site.",
    ]);
    // Beside sharing with others than providers, the answer is that wider sharing.
    const group = "We may share your personal data with other members of our group, including our subsidiaries.";
    expect(access("We use Google Analytics to understand how visitors use the site.", group).answer).toBe(
      "yes-unspecified",
    );
  });

  it("reads advertising and marketing as the non-essential uses, and analytics or browser controls as neither", () => {
    const filler =
      "We explain here how the service handles the information of the people who use it, section by section.";
    const long = (...extra: string[]) =>
      site(policy(...PRECISE, ...Array.from({ length: 12 }, () => filler), ...extra)).privacy_legal_risk.rubric!.find(
        (q) => q.question === "noncritical-purposes",
      )!;
    const controls = long("Most browsers let you refuse cookies.", "We honour Do Not Track signals from your browser.");
    expect(controls.answer).toBe("na");
    expect(controls.basis).toBe("silence");
    // Measuring how the service is used is part of running it, with or without an opt-out.
    for (const analytics of [
      ["We use Google Analytics to understand how the site is used."],
      ["We use Google Analytics to understand how the site is used.", "You can refuse analytics cookies at any time."],
    ])
      expect(long(...analytics).answer, analytics.join(" ")).toBe("na");
    expect(long("You can unsubscribe from marketing emails at any time.").answer).toBe("opt-out-all");
    const adsAndMail = [
      "Our advertising partners use cookies to deliver interest-based advertising.",
      "We may send you promotional emails about new features.",
    ];
    // Uses stated and no say over them: "no", read from the policy's silence, quoting the uses.
    const uncontrolled = long(...adsAndMail);
    expect(uncontrolled.answer).toBe("no");
    expect(uncontrolled.basis).toBe("silence");
    expect(uncontrolled.evidence.map((e) => e.quote)).toEqual(adsAndMail);
    expect(uncontrolled.points).toBeGreaterThan(0);
    // A policy too short for its silence to mean anything leaves it not stated.
    const short = site(policy(...adsAndMail)).privacy_legal_risk.rubric!.find(
      (q) => q.question === "noncritical-purposes",
    )!;
    expect(short.answer).toBeNull();
    expect(long(...adsAndMail, "You can unsubscribe from marketing emails at any time.").answer).toBe("opt-out-some");
    // A consent asked for marketing messages leaves the advertising in no one's hands but the vendor's.
    expect(long(...adsAndMail, "We will only send you marketing emails with your consent.").answer).toBeNull();
    expect(
      long(
        ...adsAndMail,
        "You can unsubscribe from marketing emails at any time.",
        "You can opt out of interest-based advertising in your account settings.",
      ).answer,
    ).toBe("opt-out-all");
    // A consent that names no use puts every one in the user's hands.
    expect(long(...adsAndMail, "With your consent, we use your data for non-essential purposes.").answer).toBe(
      "opt-in",
    );
  });

  it("reads data processed to meet a legal obligation as access when reasonably requested, where nothing stricter is said", () => {
    const filler =
      "We explain here how the service handles the information of the people who use it, section by section.";
    const access = (...extra: string[]) =>
      site(
        policy(...PRECISE.filter((p) => !/court order/.test(p)), ...Array.from({ length: 12 }, () => filler), ...extra),
      ).privacy_legal_risk.rubric!.find((q) => q.question === "law-enforcement")!;
    expect(access().answer).toBe("unspecified");
    expect(access("You must comply with applicable laws when you use the service.").answer).toBe("unspecified");
    const obligation = access("We process your personal data where it is necessary to comply with a legal obligation.");
    expect(obligation.answer).toBe("reasonable");
    expect(obligation.basis).toBe("statement");
    expect(
      access(
        "We process your personal data where it is necessary to comply with a legal obligation.",
        "We will only disclose your personal data to authorities when we are compelled by law to do so.",
      ).answer,
    ).toBe("strict");
  });

  it("reads data named by example as a general list, and data named without one as the list itself", () => {
    const listed = (...paragraphs: string[]) =>
      site(policy(...paragraphs)).privacy_legal_risk.rubric!.find((q) => q.question === "list-collected")!.answer;
    expect(listed(...PRECISE)).toBe("generally");
    expect(listed("To create an account you give us your name, email address and a password.")).toBe("exhaustively");
    expect(listed("We collect the following data:", "Your email address.")).toBe("exhaustively");
    expect(
      listed(
        "To create an account you give us your name, email address and a password.",
        "We may also collect information about your device, such as its model and operating system.",
      ),
    ).toBe("generally");
    expect(listed("We care about your privacy.")).toBeNull();
  });

  it("reads the contract: missing terms, balanced terms, one-sided clauses", () => {
    const terms = (...paragraphs: string[]) =>
      pageOf("https://acme.example.com/terms", "terms", [{ text: "Terms of Service", tag: "h1" }, ...paragraphs]);
    const answer = (a: ReturnType<typeof site>) =>
      a.privacy_legal_risk.rubric!.find((q) => q.question === "contract-terms")!;
    expect(answer(site(policy(...PRECISE))).answer).toBe("missing");
    expect(answer(site(policy(...PRECISE), terms("These terms govern your use of Acme."))).answer).toBe("balanced");
    const oneSided = answer(
      site(
        policy(...PRECISE),
        terms(
          "Any dispute will be resolved by binding arbitration.",
          "You waive any right to participate in a class action.",
          "You grant us a perpetual, irrevocable licence to your content.",
        ),
      ),
    );
    expect(oneSided.answer).toBe("one-sided");
    expect(oneSided.evidence.length).toBeGreaterThan(0);
  });
});
