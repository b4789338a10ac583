/** The form's fields as typed: the recipients one per line, the two social links flat. */
export interface DetailsValuesForm {
  name: string;
  tagline: string;
  bookingsEmail: string;
  messagingNumber: string;
  area: string;
  postcode: string;
  recipients: string;
  mailFrom: string;
  videoLabel: string;
  videoHandle: string;
  videoUrl: string;
  photoLabel: string;
  photoHandle: string;
  photoUrl: string;
}
