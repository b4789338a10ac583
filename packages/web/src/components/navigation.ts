/** The site's public destinations, shared by the nav bar, the mobile menu and the footer. */
export const mainLinks = [
  { to: "/", label: "Home" },
  { to: "/booking", label: "Book Session" },
  { to: "/contact", label: "Contact" },
] as const;

export const quickLinks = [
  { to: "/", label: "Home", description: "Back to the studio's front page" },
  { to: "/booking", label: "Book Session", description: "Reserve a recording session online" },
  { to: "/equipment", label: "Equipment", description: "The gear in our control room and booth" },
  { to: "/contact", label: "Contact", description: "Send us a message or an enquiry" },
] as const;
