/** Where people reach the team behind the product (footer, legal pages). */
export const CONTACT_EMAIL = "support@rapidriskreview.com";
export const PRODUCT_NAME = "Rapid Risk Review";
