import { Alert, Text } from "@mantine/core";
import { formatLongDate } from "@studio/domain";
import { useWatch } from "react-hook-form";
import { InfoIcon } from "../../components/icons";
import { ButtonLink } from "../../components/links";
import type { BookingForm } from "./use-booking-form";

/** The enquiry's message: the night, the producer, and the project as the visitor described it. */
function enquiryMessage(date: string, producer: string, project: string): string {
  const withProducer = producer ? ` with ${producer}` : "";
  const about = project.trim() ? `\n\n${project.trim()}` : "";
  return `Hello, I would like to book a Thursday session on ${formatLongDate(date)}${withProducer}.${about}`;
}

/**
 * Thursday takes no online bookings: the grid gives way to an enquiry about that date, which
 * carries the producer and everything typed so far to the contact form.
 */
export function ThursdayEnquiry({ form, date }: { form: BookingForm; date: string }) {
  const [producer, firstName, lastName, email, phone, project] = useWatch({
    control: form.control,
    name: ["engineer", "firstName", "lastName", "email", "phone", "projectDescription"],
  });
  const typed = Object.fromEntries(
    Object.entries({ firstName, lastName, email, phone }).filter(([, value]) => value?.trim()),
  );
  return (
    <Alert
      variant="light"
      color="blue"
      title="Thursday Selected"
      icon={<InfoIcon />}
      data-testid="thursday-enquiry"
    >
      <Text size="sm" mb="sm">
        Thursday bookings require an enquiry. Tell us what you have in mind and we will arrange your session.
      </Text>
      <ButtonLink
        to="/contact"
        search={{ subject: "booking", message: enquiryMessage(date, producer, project ?? ""), ...typed }}
        variant="filled"
      >
        Enquire about Thursday
      </ButtonLink>
    </Alert>
  );
}
