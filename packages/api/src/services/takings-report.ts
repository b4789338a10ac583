// The takings over a range: the CSV of every payment and refund taken in it.
import { type DateRange, rangeInstants, takingsCsv } from "@studio/domain";
import { paymentsBetween } from "../store/payments.js";
import type { ServiceContext } from "./context.js";

export interface CsvFile {
  filename: string;
  body: string;
}

export function takingsCsvFile(ctx: ServiceContext, range: DateRange): CsvFile {
  const { fromIso, toIso } = rangeInstants(range);
  return {
    filename: `takings-${range.from}-to-${range.to}.csv`,
    body: takingsCsv(paymentsBetween(ctx.store, fromIso, toIso)),
  };
}
