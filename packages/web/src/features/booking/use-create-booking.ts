import { type Booking, checkPublicBooking, type DayBooking, priceOf } from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { serverMessage, useTRPC } from "../../trpc";
import type { BookingForm, BookingFormValues } from "./use-booking-form";
import { showToast } from "../../components/toast";
import { findProducer, type StudioProfile } from "../studio/use-studio-profile";

/** Shown under the grid when the chosen start was taken by someone else meanwhile. */
const LOST_RACE_TEXT = "Someone has just booked this time. Please choose another start time.";

function isConflict(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.code === "CONFLICT";
}

/** The confirmation page's query string: the booking, every value as text. */
function confirmationSearchOf(booking: Booking) {
  const { id, firstName, lastName, email, phone, date, startTime, engineer } = booking;
  const [duration, totalCost] = [String(booking.duration), String(booking.totalCost)];
  const confirmed = { id, firstName, lastName, email, phone, date, startTime, duration, engineer, totalCost };
  // A provisional booking (the studio asks for a deposit) carries what to pay and by when.
  const { depositPence, depositDueAt } = booking;
  return depositPence && depositDueAt
    ? { ...confirmed, depositPence: String(depositPence), depositDueAt }
    : confirmed;
}

/**
 * Reserves the session, after the same checks the server makes (in order; a refusal is a
 * toast). Success: the night's grid is refetched next time and the visitor goes to
 * the confirmation page. A slot lost to another visitor: the time is cleared and the grid says so.
 */
export function useCreateBooking(
  form: BookingForm,
  bookableProducers: readonly string[],
  profile: StudioProfile,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const mutation = useMutation(
    trpc.bookings.create.mutationOptions({
      onSuccess: async (booking) => {
        void queryClient.invalidateQueries({
          queryKey: trpc.bookings.byDate.queryKey({ date: booking.date }),
        });
        await navigate({ to: "/booking-confirmation", search: confirmationSearchOf(booking) });
      },
      onError: (error, variables) => {
        // Show the fresh grid either way.
        void queryClient.invalidateQueries({
          queryKey: trpc.bookings.byDate.queryKey({ date: variables.date }),
        });
        if (isConflict(error)) {
          form.setValue("startTime", "");
          form.setError("startTime", { type: "taken", message: LOST_RACE_TEXT });
          document.getElementById("start-time")?.focus();
        }
        showToast({
          title: "Booking Failed",
          message: serverMessage(error) ?? "Failed to create booking. Please try again.",
          color: "red",
        });
      },
    }),
  );

  const reserve = (values: BookingFormValues, nightBookings: readonly DayBooking[]) => {
    const verdict = checkPublicBooking({
      ...values,
      bookings: nightBookings,
      now: new Date(),
      bookableProducers,
    });
    if (!verdict.ok) {
      showToast({ title: verdict.title, message: verdict.message, color: "red" });
      return;
    }
    // The price as the studio's settings stand: the server refuses any other total.
    const totalCost = priceOf(profile.prices, findProducer(profile, values.engineer), values.duration);
    mutation.mutate({ ...values, totalCost });
  };

  return { reserve, pending: mutation.isPending || mutation.isSuccess };
}
