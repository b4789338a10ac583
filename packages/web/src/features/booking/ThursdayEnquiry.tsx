import { Alert, Text } from "@mantine/core";
import { formatLongDate } from "@studio/domain";
import { InfoIcon } from "../../components/icons";
import { ButtonLink } from "../../components/links";

/** Thursday takes no online bookings: the grid gives way to an enquiry about that date. */
export function ThursdayEnquiry({ date }: { date: string }) {
  const message = `Hello, I would like to book a Thursday session on ${formatLongDate(date)}.`;
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
      <ButtonLink to="/contact" search={{ subject: "booking", message }} variant="filled">
        Enquire about Thursday
      </ButtonLink>
    </Alert>
  );
}
