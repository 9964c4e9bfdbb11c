/** Save is possible when the name is not blank and differs from the saved one. */
export function canSaveProfileName(draft: string, saved: string | null | undefined): boolean {
  const name = draft.trim();
  return name.length > 0 && name !== (saved ?? "").trim();
}

export const PROFILE_TEXT = {
  emailReadOnly: "Email cannot be changed",
  passwordTitle: "Password",
  // Sign-in is with Google only: there is no password here to change or reset.
  passwordBody:
    "You sign in with your Google account, so there is no password to change here. To change your password, sign out and use Forgot Password on Google's sign-in page.",
  updated: "Profile updated",
  failed: "Failed to update profile",
} as const;
