import { formatStaffDay } from "@studio/domain";

/** 'Sat 28 Nov' or 'Fri 27 Nov – Sun 29 Nov': a closure's or a leave's nights. */
export const nightsOf = (start: string, end: string) =>
  !start || end === start
    ? formatStaffDay(start || end || "1970-01-01", new Date())
    : `${formatStaffDay(start, new Date())} – ${formatStaffDay(end, new Date())}`;
