// The baseline every ratio is measured against: a bare Fastify JSON route, no database, no
// plugins, answering a payload shaped like a day's bookings. Started as its own process.
import Fastify from "fastify";

const payload = [
  { date: "2026-11-27", startTime: "12:00", duration: 2, engineer: "Marcus", status: "confirmed" },
  { date: "2026-11-27", startTime: "20:00", duration: 4, engineer: "Dre", status: "confirmed" },
];

const app = Fastify({ logger: false });
app.get("/json", async () => payload);
const address = await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
console.log(`listening ${address}`);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
