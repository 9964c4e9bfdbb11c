import type { EmailMessage } from "./email-sender";

/** The e-mails of joining an organization. Plain text; links use the app's public origin. */

export function membershipApprovedEmail(input: {
  to: string;
  name: string | null;
  organizationName: string;
  appOrigin: string;
}): EmailMessage {
  return {
    to: input.to,
    subject: `You can now use Rapid Risk Review with ${input.organizationName}`,
    text: [
      `Hello ${input.name ?? input.to},`,
      "",
      `An administrator of ${input.organizationName} approved your request to join. You now have access to your organization's workspace.`,
      "",
      `Sign in: ${input.appOrigin}/auth`,
      "",
      "Rapid Risk Review",
    ].join("\n"),
  };
}

export function membershipRejectedEmail(input: {
  to: string;
  name: string | null;
  organizationName: string;
}): EmailMessage {
  return {
    to: input.to,
    subject: `Your request to join ${input.organizationName} on Rapid Risk Review`,
    text: [
      `Hello ${input.name ?? input.to},`,
      "",
      `An administrator of ${input.organizationName} declined your request to join. If you think this is a mistake, please contact your organization's administrator; you can ask again by signing in later.`,
      "",
      "Rapid Risk Review",
    ].join("\n"),
  };
}

export function membershipRequestedEmail(input: {
  to: string;
  requesterEmail: string;
  requesterName: string | null;
  organizationName: string;
  /** The request on the organization's admin page. */
  link: string;
}): EmailMessage {
  const who = input.requesterName ? `${input.requesterName} (${input.requesterEmail})` : input.requesterEmail;
  return {
    to: input.to,
    subject: `${who} asks to join ${input.organizationName}`,
    text: [
      "Hello,",
      "",
      `${who} signed in to Rapid Risk Review and asks to join ${input.organizationName}.`,
      "",
      `Review the request: ${input.link}`,
      "",
      "Rapid Risk Review",
    ].join("\n"),
  };
}
